/** The exposed modules' contracts live in @shop/contracts, the types-only package storefront teams install. */
export type { ListingPageModule, MountOptions, PageModuleId, PageProps, RemoteModuleId, RemoteModules, RemoteName, SuggestionBoxProps } from '@shop/contracts';
