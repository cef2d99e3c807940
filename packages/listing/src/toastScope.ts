import { toastStore, type Toast } from '@shop/page-context';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';

/**
 * The toast queue a listing says its notices in (a load more that failed): the page's, which the shell's
 * toaster shows, or in a storefront's widgets their state's own — widgets with other settings on one page list
 * apart, and one's failure is not said, in its language, by the other's button.
 */
export const ToastStoreContext = createContext(toastStore);

/** The toasts of the listing's queue ({@link ToastStoreContext}). */
export function useListingToasts(): readonly Toast[] {
  return useStore(useContext(ToastStoreContext), (state) => state.toasts);
}
