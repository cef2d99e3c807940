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
});
