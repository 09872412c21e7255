// A reader's hands on a board: the square or hole under the pointer, a mouse click on it, and a
// finger through the browser's own touch input (pointerType "touch").

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
