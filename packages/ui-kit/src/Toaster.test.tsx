/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { Toaster, type ToasterToast } from './Toaster';

const toast = (id: number, position: ToasterToast['position'] = 'bottom-right'): ToasterToast => ({ id, message: `Message ${id}`, tone: 'info', position, state: 'active' });

describe('Toaster', () => {
  it('announces toasts politely and closes one with its labelled button', () => {
    const onDismiss = jest.fn();
    render(<Toaster toasts={[toast(1), toast(2, 'top')]} onDismiss={onDismiss} onPause={jest.fn()} onResume={jest.fn()} label="Notifications" closeLabel="Close notification" />);
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(onDismiss).toHaveBeenCalledWith(2);
  });

  it('pauses on hover and resumes on leave', () => {
    const onPause = jest.fn();
    const onResume = jest.fn();
    render(<Toaster toasts={[toast(7)]} onDismiss={jest.fn()} onPause={onPause} onResume={onResume} label="Notifications" closeLabel="Close" />);
    fireEvent.mouseEnter(screen.getByTestId('toast'));
    fireEvent.mouseLeave(screen.getByTestId('toast'));
    expect(onPause).toHaveBeenCalledWith(7);
    expect(onResume).toHaveBeenCalledWith(7);
  });

  it('a toast closed from the keyboard gives focus back where it came from (WCAG 2.4.3), or to the main content when that is gone', () => {
    function Page({ toasts, onDismiss, withButton }: { toasts: ToasterToast[]; onDismiss: (id: number) => void; withButton: boolean }) {
      return (
        <>
          {withButton ? <button type="button">Load more</button> : null}
          <main id="main" tabIndex={-1} />
          <Toaster toasts={toasts} onDismiss={onDismiss} onPause={jest.fn()} onResume={jest.fn()} label="Notifications" closeLabel="Close notification" />
        </>
      );
    }
    const { rerender } = render(<Page toasts={[toast(1)]} onDismiss={jest.fn()} withButton />);
    const loadMore = screen.getByRole('button', { name: 'Load more' });
    loadMore.focus();
    screen.getByRole('button', { name: 'Close notification' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(document.activeElement).toBe(loadMore);

    screen.getByRole('button', { name: 'Close notification' }).focus();
    rerender(<Page toasts={[toast(1)]} onDismiss={jest.fn()} withButton={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('a toast closed by a tap or a click leaves focus be (a phone would open the keyboard of the field it came from)', () => {
    render(
      <>
        <input aria-label="Search" />
        <Toaster toasts={[toast(1)]} onDismiss={jest.fn()} onPause={jest.fn()} onResume={jest.fn()} label="Notifications" closeLabel="Close notification" />
      </>,
    );
    screen.getByRole('textbox', { name: 'Search' }).focus();
    const close = screen.getByRole('button', { name: 'Close notification' });
    close.focus();
    fireEvent.click(close, { detail: 1 });
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Search' }));
  });

  it('announces a new toast alone: the stacks are live regions that are not atomic', () => {
    render(<Toaster toasts={[toast(1)]} onDismiss={jest.fn()} onPause={jest.fn()} onResume={jest.fn()} label="Notifications" closeLabel="Close" />);
    for (const stack of screen.getAllByRole('status')) expect(stack).toHaveAttribute('aria-atomic', 'false');
  });
});
