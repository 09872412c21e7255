// A reader's hands on a board: the square or hole under the pointer, a mouse click on it, and a
// finger through the browser's own touch input (pointerType "touch"), the keyboard's cursor.
import assert from 'node:assert/strict';

/**
 * The boards' input (board-input.js) is fetched on a reader's first touch or focus of a board,
 * and an input that comes sooner is handled once it is there: this loads it as that first touch
 * does, so that a test reads what an input did as soon as it is done.
 */
export const awake = (tab) => tab.evaluate(() => globalThis.RulebookBoard.input());

export const cell = (figure, sq) => figure.locator(`.cells [data-sq="${sq}"]`);

/** The centre of a square or hole in the window, scrolled into view. */
export async function centreOf(figure, sq) {
  await figure.locator('svg').scrollIntoViewIfNeeded();
  const box = await cell(figure, sq).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Clicks the middle of a square or hole with the mouse, as a reader does. */
export async function clickSquare(tab, figure, sq) {
  const [x, y] = await centreOf(figure, sq);
  await tab.mouse.click(x, y);
}

/** A finger pressed at `from`, moved to `to` in six steps and lifted. */
export async function touchDrag(tab, from, to) {
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touch = (type, [x, y]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from);
  for (let i = 1; i <= 6; i++) await touch('touchMove', [from[0] + ((to[0] - from[0]) * i) / 6, from[1] + ((to[1] - from[1]) * i) / 6]);
  await touch('touchEnd', to);
  await cdp.detach();
}

/** Presses arrow keys until the keyboard cursor is on `sq`. Positions are compared on the screen:
 *  the arrows move the cursor as the reader sees the board, flipped or not. */
export async function cursorTo(tab, figure, sq) {
  const centre = (loc) => loc.evaluate((e) => {
    const b = e.getBoundingClientRect();
    return [b.x + b.width / 2, b.y + b.height / 2];
  });
  const [tx, ty] = await centre(cell(figure, sq));
  for (let i = 0; i < 40; i++) {
    const [x, y] = await centre(figure.locator('.cursor'));
    const dx = tx - x;
    const dy = ty - y;
    if (Math.abs(dx) < 2 && Math.abs(dy) < 2) return;
    // First the row, then along it: rows of the star do not line up in columns.
    await tab.keyboard.press(Math.abs(dy) >= 2 ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  assert.fail(`the cursor never reached ${sq}`);
}
