/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createToastStore, toastStore } from '@shop/page-context';
import { ToastNotices } from '@shop/ui-kit';
import { act, render, screen } from '@testing-library/react';
import { ToastStoreContext, useListingToasts } from './toastScope';

function Notices() {
  return <ToastNotices toasts={useListingToasts()} />;
}

describe("a storefront widget state's own notices (two widgets with other settings list apart)", () => {
  it("each state's widgets say its notices only, not the page's or another state's", () => {
    const german = createToastStore();
    const polish = createToastStore();
    render(
      <>
        <ToastStoreContext.Provider value={german}>
          <div data-testid="de">
            <Notices />
          </div>
        </ToastStoreContext.Provider>
        <ToastStoreContext.Provider value={polish}>
          <div data-testid="pl">
            <Notices />
          </div>
        </ToastStoreContext.Provider>
        <div data-testid="shop">
          <Notices />
        </div>
      </>,
    );
    act(() => polish.getState().show('Ups! Coś poszło nie tak!', { tone: 'error' }));
    expect(screen.getByTestId('pl')).toHaveTextContent('Ups! Coś poszło nie tak!');
    expect(screen.getByTestId('de')).not.toHaveTextContent('Ups!');
    expect(screen.getByTestId('shop')).not.toHaveTextContent('Ups!');
    // The shop's own listing (no state of its own) says the page's notices, as the shell's toaster shows them.
    act(() => toastStore.getState().show('Sie sind offline'));
    expect(screen.getByTestId('shop')).toHaveTextContent('Sie sind offline');
    expect(screen.getByTestId('de')).not.toHaveTextContent('offline');
  });
});
