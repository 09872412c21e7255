// The reader review's major defects, each driven as the reader met it (animations on): the home
// page's cards on a wide screen, the replay's first click, a swipe over a board on a phone, and a
// move in the Arabic live status.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { builtSite } from './lib/built.js';
import { centreOf, clickSquare, touchDrag } from './lib/board.js';

const FRISIAN = '/variants/frisian-draughts/';
let site;

before(async () => {
  site = await builtSite('reader');
});

after(async () => {
  await site?.close();
});

async function open(url, { width = 1280, height = 800 } = {}) {
  const tab = await site.browser.context.newPage();
  await tab.setViewportSize({ width, height });
  await tab.emulateMedia({ reducedMotion: 'no-preference' });
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await tab.goto(new URL(url, site.server.url).href);
  return { tab, errors };
}

for (const lang of ['en', 'ar', 'ja']) {
  test(`the home page's cards share a wide screen evenly (${lang}, 1280 px)`, async () => {
    const { tab, errors } = await open(`/${lang}/`);
    const cards = await tab.locator('.game-card').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().toJSON()));
    assert.ok(cards.length >= 2, 'a card per game');
    const widths = cards.map((c) => c.width);
    assert.ok(Math.max(...widths) - Math.min(...widths) < 2, `cards of one width: ${widths}`);
    assert.ok(Math.min(...widths) > 400, `cards wide enough to read: ${widths}`);
    // Narrow columns made them 1,700 px tall and more.
    for (const c of cards) assert.ok(c.height < 1200, `a card ${c.height} px tall`);
    // The title and the introduction span the page above the cards.
    const intro = await tab.locator('.page-home > .tagline').boundingBox();
    assert.ok(intro.width > Math.max(...widths), `the introduction spans the cards: ${intro.width}`);
    assert.deepEqual(errors, []);
    await tab.close();
  });
}

test('the replay takes its first click: the piece is picked once the engine answers', async () => {
  const { tab, errors } = await open(`/en${FRISIAN}`);
  const figure = tab.locator('#replay-1');
  await tab.locator('#replay-1.live').waitFor();
  await clickSquare(tab, figure, 32);
  await figure.locator('.pieces [data-sq="32"].selected').waitFor({ timeout: 10000 });
  assert.doesNotMatch(await figure.locator('.diagram-status').textContent(), /One moment/);
  // And the move goes on from there.
  await clickSquare(tab, figure, 28);
  await figure.locator('.pieces [data-sq="28"]').waitFor({ timeout: 10000 });
  assert.deepEqual(errors, []);
  await tab.close();
});

/** A finger swipe of `dy` pixels starting at `at`, through the browser's touch input. */
async function swipe(tab, [x, y], dy) {
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touch = (type, point) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point[0], y: point[1] }] : [] });
  await touch('touchStart', [x, y]);
  for (let i = 1; i <= 10; i++) await touch('touchMove', [x, y + (dy * i) / 10]);
  await touch('touchEnd');
  await cdp.detach();
  // Scrolling settles over a few frames.
  await tab.evaluate(() => new Promise((r) => setTimeout(r, 300)));
}

test('on a phone a swipe over a board scrolls the page, a piece that can move is still dragged', async () => {
  const { tab, errors } = await open(`/en${FRISIAN}`, { width: 360, height: 740 });
  const figure = tab.locator('#replay-1');
  await tab.locator('#replay-1.live').waitFor();
  // Wake the board (the engine answers which pieces can move), then swipe from an empty square.
  await clickSquare(tab, figure, 32);
  await figure.locator('.pieces [data-sq="32"].selected').waitFor({ timeout: 10000 });
  await clickSquare(tab, figure, 32);
  const empty = await centreOf(figure, 28);
  const before = await tab.evaluate(() => scrollY);
  await swipe(tab, empty, -200);
  const after = await tab.evaluate(() => scrollY);
  assert.ok(after - before > 100, `the page scrolled ${after - before} px`);
  // A movable piece takes the finger: it is dragged, and the page stays.
  const [from, to] = [await centreOf(figure, 33), await centreOf(figure, 29)];
  const still = await tab.evaluate(() => scrollY);
  await touchDrag(tab, from, to);
  await figure.locator('.pieces [data-sq="29"]').waitFor({ timeout: 10000 });
  assert.ok(Math.abs((await tab.evaluate(() => scrollY)) - still) < 5, 'a drag from a piece does not scroll');
  assert.deepEqual(errors, []);
  await tab.close();
});

test('Arabic: the move in the live status reads left to right', async () => {
  const { tab, errors } = await open(`/ar${FRISIAN}`);
  const figure = tab.locator('#replay-1');
  await tab.locator('#replay-1.live').waitFor();
  await figure.locator('.diagram-controls [data-act="next"]').focus();
  await tab.keyboard.press('ArrowRight');
  const notation = figure.locator('.diagram-status bdi[dir="ltr"]');
  await notation.waitFor({ timeout: 10000 });
  assert.equal(await notation.textContent(), '32-28');
  // "32" stands left of "28" on the screen.
  const [three, eight] = await notation.evaluate((b) => [0, 4].map((i) => {
    const r = document.createRange();
    r.setStart(b.firstChild, i);
    r.setEnd(b.firstChild, i + 1);
    return r.getBoundingClientRect().x;
  }));
  assert.ok(three < eight, `"3" at x ${three}, "8" at x ${eight}`);
  assert.doesNotMatch(await figure.locator('.diagram-status').textContent(), /[\u2066-\u2069]/, 'no isolate left in the text');
  assert.deepEqual(errors, []);
  await tab.close();
});

// The boards' minor defects and what lidraughts players expect, driven with animations on.

/** Waits until no move is being animated on the figure. */
async function settled(figure) {
  await figure.evaluate((f) => new Promise((done) => {
    const check = () => (f.classList.contains('moving') ? requestAnimationFrame(check) : done());
    check();
  }));
}

const pause = (tab, ms) => tab.evaluate((t) => new Promise((r) => setTimeout(r, t)), ms);
const statusOf = (figure) => figure.locator('.diagram-status').textContent();
/** The status once it matches `pattern`, or as it is after 10 s: a move's words come when it has
 * landed, which on a busy machine can be after the press that asked for it has returned. */
async function statusWhen(figure, pattern) {
  const status = figure.locator('.diagram-status');
  await status.filter({ hasText: pattern }).waitFor({ timeout: 10000 }).catch(() => {});
  return status.textContent();
}
const piecesOf = (figure) =>
  figure.locator('.pieces [data-sq]').evaluateAll((ps) => Object.fromEntries(ps.map((p) => [p.dataset.sq, p.dataset.piece])));

/** Picks the piece on `from` (once the engine has answered), plays it to `to` and waits for it to land. */
async function playMove(tab, figure, from, to) {
  await clickSquare(tab, figure, from);
  await figure.locator(`.pieces [data-sq="${from}"].selected`).waitFor({ timeout: 10000 });
  await clickSquare(tab, figure, to);
  await settled(figure);
}

async function board(url, id, size) {
  const opened = await open(url, size);
  const figure = opened.tab.locator(`#${id}`);
  await opened.tab.locator(`#${id}.live`).waitFor();
  return { ...opened, figure };
}

test('input is never lost to an animation: five quick presses on Next are five steps, and Next stays under the pointer', async () => {
  const { tab, figure, errors } = await board('/en/variants/frysk/', 'diagram-start');
  const next = figure.getByRole('button', { name: 'Next step' });
  await next.scrollIntoViewIfNeeded();
  const box = await next.boundingBox();
  for (let i = 0; i < 5; i++) {
    await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await pause(tab, 40);
  }
  await settled(figure);
  assert.equal(await figure.locator('.diagram-step').textContent(), 'Step 5 of 11');
  const moved = await next.boundingBox();
  assert.equal(moved.x, box.x, 'Next has not moved');
  assert.deepEqual(errors, []);
  await tab.close();
});

test('input is never lost to an animation: a second move 30 ms after the first is played too', async () => {
  const { tab, figure, errors } = await board('/en/games/international-draughts/', 'diagram-start');
  await clickSquare(tab, figure, 32);
  await figure.locator('.pieces [data-sq="32"].selected').waitFor({ timeout: 10000 });
  await clickSquare(tab, figure, 28);
  await pause(tab, 30);
  await clickSquare(tab, figure, 19);
  await clickSquare(tab, figure, 23);
  await figure.locator('.pieces [data-sq="23"]').waitFor({ timeout: 10000 });
  await settled(figure);
  const after = await piecesOf(figure);
  assert.equal(after[28], 'w');
  assert.equal(after[23], 'b');
  assert.equal(after[32], undefined);
  assert.equal(after[19], undefined);
  assert.deepEqual(errors, []);
  await tab.close();
});

/** The path of an English page in another language (URL segments are translated). */
async function translated(url, lang) {
  const tab = await site.browser.context.newPage();
  await tab.goto(new URL(url, site.server.url).href);
  const href = await tab.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
  await tab.close();
  return new URL(href).pathname;
}

/** Plays the example line of a figure forward by `n` presses on Next, each landed. */
async function forward(figure, n, name = 'Next step') {
  for (let i = 0; i < n; i++) {
    await figure.getByRole('button', { name }).click();
    await settled(figure);
  }
}

test('the live status is whole sentences joined as the language joins them', async () => {
  const expected = {
    en: /^Played 17x39\. Step 2 of 2\. Game over: White wins\. /,
    'zh-Hans': /^已走 17x39。第 2 步，共 2 步。对局结束：白方胜。轮到/,
    ja: /^17x39を指しました。手順2\/2。対局終了：白の勝ちです。手番/,
    hu: /^Lejátszva: 17x39\. Lépés: 2\/2\. Vége a játszmának: fehér nyert\. /,
  };
  for (const [lang, pattern] of Object.entries(expected)) {
    const { tab, figure, errors } = await board(await translated('/en/variants/antidraughts/', lang), 'diagram-forced-capture');
    const next = await figure.locator('.diagram-controls [data-act="next"]').getAttribute('title');
    await forward(figure, 2, next);
    assert.match(await statusWhen(figure, pattern), pattern, lang);
    assert.doesNotMatch(await statusOf(figure), /[。：] /, `${lang}: no space after a full-width stop`);
    assert.deepEqual(errors, []);
    await tab.close();
  }
});

test('whose turn it is shows under a board one plays on, in the page\'s language, and the wrong side is named', async () => {
  const { tab, figure, errors } = await board('/en/games/international-draughts/', 'diagram-start');
  const turn = figure.locator('.diagram-turn');
  assert.equal(await turn.textContent(), 'White to move.');
  await clickSquare(tab, figure, 32);
  await figure.locator('.pieces [data-sq="32"].selected').waitFor({ timeout: 10000 });
  // With a piece picked, a click on one of the other side's says whose turn it is, not "taken".
  await clickSquare(tab, figure, 19);
  assert.equal(await statusOf(figure), 'It is the other side’s turn. White to move.');
  await clickSquare(tab, figure, 28);
  await settled(figure);
  assert.equal(await turn.textContent(), 'Black to move.');
  await clickSquare(tab, figure, 33);
  await figure.locator('.diagram-status').filter({ hasText: 'Black to move.' }).waitFor({ timeout: 10000 });
  assert.equal(await statusOf(figure), 'It is the other side’s turn. Black to move.');
  assert.deepEqual(errors, []);
  await tab.close();

  const ja = await board(await translated('/en/games/international-draughts/', 'ja'), 'diagram-start');
  assert.equal(await ja.figure.locator('.diagram-turn').textContent(), '白の手番。');
  await ja.tab.close();
});

test('a finished game says so on the board, and a click after it says the game is over', async () => {
  const { tab, figure, errors } = await board('/en/variants/antidraughts/', 'diagram-forced-capture');
  assert.equal(await figure.locator('.diagram-turn').textContent(), 'White to move.');
  await forward(figure, 2);
  assert.match(await figure.locator('.diagram-turn').textContent(), /^Game over: White wins\./);
  assert.ok(await figure.evaluate((f) => f.classList.contains('over')), 'the board is marked finished');
  await clickSquare(tab, figure, 33);
  assert.match(await statusOf(figure), /^Game over: White wins\./);
  assert.equal(await figure.locator('.pieces .selected').count(), 0, 'nothing is picked');
  assert.deepEqual(errors, []);
  await tab.close();
});

test('a board with no example line never speaks of leaving it; a replay left at its start is not "Step 1 of 1"', async () => {
  const { tab, figure, errors } = await board('/en/games/international-draughts/', 'diagram-start');
  await playMove(tab, figure, 32, 28);
  assert.equal(await statusOf(figure), 'Played 32-28.');
  assert.deepEqual(errors, []);
  await tab.close();

  const game = await board(`/en${FRISIAN}`, 'replay-1');
  await playMove(game.tab, game.figure, 33, 29);
  assert.equal(await game.figure.locator('.diagram-step').textContent(), 'Free play, move 1');
  assert.match(await statusOf(game.figure), /^Played 33-29\. You have left the game\./);
  assert.deepEqual(game.errors, []);
  await game.tab.close();
});

test('moves of one\'s own get one numbered list in a bounded box, gone after Reset; a replay keeps only its game\'s list', async () => {
  const { tab, figure, errors } = await board('/en/games/international-draughts/', 'diagram-start');
  const list = figure.locator('ol.diagram-moves');
  await playMove(tab, figure, 32, 28);
  await playMove(tab, figure, 19, 23);
  assert.equal(await figure.locator('.diagram-moves').count(), 1);
  assert.deepEqual(await list.locator('li').allTextContents(), ['1.32-28', '2.19-23']);
  assert.notEqual(await list.evaluate((l) => getComputedStyle(l).maxHeight), 'none', 'the box does not grow without bound');
  await figure.getByRole('button', { name: 'Reset' }).click();
  assert.equal(await figure.locator('.diagram-moves').count(), 0);
  assert.deepEqual(errors, []);
  await tab.close();

  const game = await board(`/en${FRISIAN}`, 'replay-1');
  await playMove(game.tab, game.figure, 33, 29);
  assert.equal(await game.figure.locator('.diagram-moves').count(), 0);
  assert.deepEqual(game.errors, []);
  await game.tab.close();
});

/** A mouse drag from the centre of square `from` to the window point `to`. */
async function dragTo(tab, figure, from, [x, y]) {
  const [fx, fy] = await centreOf(figure, from);
  await tab.mouse.move(fx, fy);
  await tab.mouse.down();
  for (let i = 1; i <= 6; i++) await tab.mouse.move(fx + ((x - fx) * i) / 6, fy + ((y - fy) * i) / 6);
  await tab.mouse.up();
}

test('the status answers every action: a drop off the board, a pull on the other side\'s piece, a click on an empty square', async () => {
  const { tab, figure, errors } = await board('/en/games/international-draughts/', 'diagram-start');
  await clickSquare(tab, figure, 19);
  await figure.locator('.diagram-status').filter({ hasText: 'turn' }).waitFor({ timeout: 10000 });
  const frame = await figure.locator('svg').boundingBox();
  await dragTo(tab, figure, 32, [frame.x + frame.width + 40, frame.y + frame.height / 2]);
  assert.equal(await statusOf(figure), '32 picked; it can go to 27, 28.');
  await dragTo(tab, figure, 19, await centreOf(figure, 23));
  assert.equal(await statusOf(figure), 'It is the other side’s turn. White to move.');
  await clickSquare(tab, figure, 32);
  assert.equal(await statusOf(figure), 'Nothing picked.');
  await clickSquare(tab, figure, 28);
  assert.equal(await statusOf(figure), '28: empty');
  assert.deepEqual(errors, []);
  await tab.close();
});

test('one keyboard model: on the buttons ←/→, Home and End step; on the board the arrows move the cursor (diagram and replay)', async () => {
  const { tab, figure, errors } = await board('/en/variants/frysk/', 'diagram-start');
  const label = figure.locator('.diagram-step');
  await figure.getByRole('button', { name: 'Next step' }).focus();
  for (let i = 0; i < 3; i++) await tab.keyboard.press('ArrowRight');
  await settled(figure);
  assert.equal(await label.textContent(), 'Step 3 of 11');
  await tab.keyboard.press('ArrowLeft');
  assert.equal(await label.textContent(), 'Step 2 of 11');
  await tab.keyboard.press('End');
  assert.equal(await label.textContent(), 'Step 11 of 11');
  // Next is disabled at the end; the keys go on working.
  await tab.keyboard.press('Home');
  assert.equal(await label.textContent(), 'Starting position');
  await figure.locator('svg').focus();
  await tab.keyboard.press('ArrowRight');
  // The key waits for the board's input script, fetched on the board's first focus.
  await figure.locator('.cursor[visibility="visible"]').waitFor({ state: 'attached' });
  assert.equal(await label.textContent(), 'Starting position', 'on the board → moves the cursor');
  assert.match(await figure.locator('.diagram-help p').textContent(), /on the board, the arrow keys move between squares.*on the buttons, ← and → step/);
  assert.deepEqual(errors, []);
  await tab.close();

  const game = await board(`/en${FRISIAN}`, 'replay-1');
  await game.figure.locator('svg').focus();
  await game.tab.keyboard.press('ArrowRight');
  await game.figure.locator('.cursor[visibility="visible"]').waitFor({ state: 'attached' });
  assert.equal(await game.figure.locator('.diagram-step').textContent(), 'Starting position', 'on the board → moves the cursor');
  await game.figure.getByRole('button', { name: 'Forward' }).focus();
  await game.tab.keyboard.press('ArrowRight');
  await settled(game.figure);
  assert.match(await game.figure.locator('.diagram-step').textContent(), /^Step 1 of \d+$/);
  assert.match(await game.figure.locator('.diagram-help p').textContent(), /in the list and on the buttons, ← and → step.*on the board, the arrow keys move between squares/);
  assert.deepEqual(game.errors, []);
  await game.tab.close();
});

/** Where square `sq` is drawn on the screen. */
const at = async (figure, sq) => figure.locator(`.cells [data-sq="${sq}"]`).boundingBox();

test('a draughts board flips by its button and by F, plays on flipped, and an author may start it flipped', async () => {
  const { tab, figure, errors } = await board('/en/games/international-draughts/', 'diagram-start');
  assert.ok((await at(figure, 1)).y < (await at(figure, 50)).y, 'White at the bottom');
  // Flip is in the board's menu, which closes once it has flipped.
  await figure.locator('.diagram-more summary').click();
  await figure.getByRole('button', { name: 'Flip board' }).click();
  assert.ok((await at(figure, 1)).y > (await at(figure, 50)).y, 'Black at the bottom');
  assert.equal(await figure.locator('[data-act="flip"]').getAttribute('aria-pressed'), 'true');
  assert.equal(await figure.locator('.diagram-more[open]').count(), 0);
  // Pieces are where their squares are, and clicks still find their squares.
  const square = await at(figure, 32);
  const man = await figure.locator('.pieces [data-sq="32"]').boundingBox();
  assert.ok(Math.abs(man.x + man.width / 2 - (square.x + square.width / 2)) < 2, 'the man sits on its square');
  await playMove(tab, figure, 32, 28);
  assert.equal((await piecesOf(figure))[28], 'w');
  await figure.locator('svg').focus();
  await tab.keyboard.press('f');
  assert.ok((await at(figure, 1)).y < (await at(figure, 50)).y, 'F turns it back');
  assert.deepEqual(errors, []);
  await tab.close();

  const black = await board('/en/variants/antidraughts/', 'diagram-last-piece');
  assert.ok(await black.figure.locator('svg.flipped').count(), 'drawn flipped by the generator');
  assert.ok((await at(black.figure, 1)).y > (await at(black.figure, 50)).y, 'Black at the bottom');
  assert.deepEqual(black.errors, []);
  await black.tab.close();
});

test('lidraughts\' board aids: thumb-sized dots on the star at 360 px, the square under a dragged piece, the pieces taken by the last move', async () => {
  const star = await board('/en/variants/super-chinese-checkers/', 'diagram-mixed-chain', { width: 360, height: 740 });
  await clickSquare(star.tab, star.figure, 121);
  const dot = await star.figure.locator('.dots .dot').first().boundingBox();
  assert.ok(dot.width >= 14, `a dot ${dot.width} px wide`);
  assert.deepEqual(star.errors, []);
  await star.tab.close();

  const { tab, figure, errors } = await board('/en/games/international-draughts/', 'diagram-majority');
  // Drag 32 over 23 and hold it there: 23 is marked.
  const [fx, fy] = await centreOf(figure, 32);
  const [tx, ty] = await centreOf(figure, 23);
  await tab.mouse.move(fx, fy);
  await tab.mouse.down();
  for (let i = 1; i <= 6; i++) await tab.mouse.move(fx + ((tx - fx) * i) / 6, fy + ((ty - fy) * i) / 6);
  await figure.locator('.dots .hover[data-sq="23"]').waitFor({ timeout: 10000 });
  // Dropped back home, nothing stays marked.
  await tab.mouse.move(fx, fy, { steps: 3 });
  await tab.mouse.up();
  assert.equal(await figure.locator('.dots .hover').count(), 0);
  await figure.getByRole('button', { name: 'Next step' }).click();
  await settled(figure);
  const taken = await figure.locator('.trail .last-taken').evaluateAll((ms) => ms.map((m) => +m.dataset.sq).sort((a, b) => a - b));
  const data = JSON.parse(await figure.locator('.diagram-data').textContent());
  assert.deepEqual(taken, [...data.steps[0].captured].sort((a, b) => a - b));
  assert.ok(taken.length >= 2);
  assert.deepEqual(errors, []);
  await tab.close();
});
