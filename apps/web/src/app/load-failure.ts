/**
 * Whether an error a route met is the browser failing to fetch a piece of the app's code (the
 * connection dropped, or a release replaced the file): what the customer can fix by reconnecting
 * and trying again, rather than a fault of the screen. Browsers word it differently: Chromium
 * "Failed to fetch dynamically imported module", Firefox "error loading dynamically imported
 * module", Safari "Importing a module script failed"; Vite's preloading "Unable to preload CSS".
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|unable to preload css/i.test(
    error.message,
  );
}
