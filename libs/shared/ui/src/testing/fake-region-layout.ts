/**
 * jsdom lays nothing out: every element is 0 px high, so a policy box always "fits". This gives every
 * element with role=region the heights asked for until the returned function restores the real ones.
 */
export function fakeRegionLayout(scrollHeight: number, clientHeight = 240): () => void {
  const proto = HTMLElement.prototype;
  const saved = [
    Object.getOwnPropertyDescriptor(proto, 'scrollHeight'),
    Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
  ] as const;
  const region = (element: HTMLElement) => element.getAttribute('role') === 'region';
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return region(this) ? scrollHeight : 0;
    },
  });
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return region(this) ? clientHeight : 0;
    },
  });
  return () => {
    if (saved[0]) Object.defineProperty(proto, 'scrollHeight', saved[0]);
    if (saved[1]) Object.defineProperty(proto, 'clientHeight', saved[1]);
  };
}
