import { createContext } from 'react';

/**
 * Which part of the page the tree renders: the whole page, or only its frame (header, an empty `<main>`,
 * footer). The server renders the frame alone to send the header before the search API has answered
 * (server/renderPage.tsx `startRender`); the page's own render then begins with exactly the same markup.
 */
export type ShellPart = 'page' | 'frame';

export const ShellPartContext = createContext<ShellPart>('page');
