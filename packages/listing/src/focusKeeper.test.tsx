/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { useFocusKeeper } from './focusKeeper';

function Listing({ keys, settled = true, generation = 0 }: { keys: string[]; settled?: boolean; generation?: number }) {
  useFocusKeeper(() => document.getElementById('count'), settled);
  return (
    <div>
      <p id="count" tabIndex={-1}>
        12 products
      </p>
      {keys.map((key) => (
        // A new element per render, as a re-rendered list with changing keys gives.
        <button key={`${key}-${generation}`} type="button" data-focus-key={key}>
          {key}
        </button>
      ))}
    </div>
  );
}

describe('focus keeper (issue 12: focus never falls to <body> after a filter action)', () => {
  it('hands focus to the control with the same key when the focused one was replaced', () => {
    const { rerender, container } = render(<Listing keys={['a', 'b']} />);
    const b = container.querySelector<HTMLElement>('[data-focus-key="b"]')!;
    b.focus();
    rerender(<Listing keys={['a', 'b']} generation={1} />);
    const successor = container.querySelector<HTMLElement>('[data-focus-key="b"]')!;
    expect(successor).not.toBe(b);
    expect(document.activeElement).toBe(successor);
  });

  it('hands focus to the fallback when the control is gone for good, once the results are in', () => {
    const { rerender, container } = render(<Listing keys={['chip']} />);
    container.querySelector<HTMLElement>('[data-focus-key="chip"]')!.focus();
    rerender(<Listing keys={[]} settled={false} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Listing keys={[]} settled />);
    expect(document.activeElement).toBe(container.querySelector('#count'));
  });

  it('leaves focus alone when it is still in the document', () => {
    const { rerender, container } = render(<Listing keys={['a']} />);
    const count = container.querySelector<HTMLElement>('#count')!;
    count.focus();
    rerender(<Listing keys={['a']} />);
    expect(document.activeElement).toBe(count);
  });
});
