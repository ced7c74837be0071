/**
 * What the smoke journey asks of a browser engine, the same for each (e2e/engines/README in
 * docs/tests.md "Three engines"): load a page, run a function in it, and a finger's and a
 * keyboard's real input through the driver (trusted events, as the visitor's own). WebKit
 * answers through WebKitWebDriver (classic WebDriver), Gecko through Firefox's WebDriver BiDi.
 */
export type Point = { x: number; y: number };

export type EngineName = 'WebKit' | 'Gecko';

export interface EngineSession {
  readonly engine: EngineName;
  /** The driver can run a script before the page's own on every load (BiDi can; classic WebDriver cannot). */
  readonly initScripts: boolean;
  /** The window's inner size the driver could give (WebKitGTK's MiniBrowser is never narrower than 447 px). */
  readonly viewport: { width: number; height: number };
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with JSON arguments and answers its (awaited) JSON result. */
  evaluate<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Before every page's own scripts, from the next load on (only where `initScripts`). */
  addInitScript<A>(fn: (arg: A) => void, arg: A): Promise<void>;
  /** A finger: down and up at a point. */
  tap(point: Point): Promise<void>;
  /** A finger put down at a point and left there until `release`. */
  touchDown(point: Point): Promise<void>;
  release(): Promise<void>;
  /** A finger dragged from a point by a distance, in steps. */
  drag(from: Point, by: Point): Promise<void>;
  /** One key pressed and released ("Tab", "Enter", " "). */
  press(key: 'Tab' | 'Enter' | ' '): Promise<void>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A function's source as a script body that applies it to the script's arguments. */
export function callSource(fn: (...args: never[]) => unknown): string {
  return `return (${fn.toString()}).apply(null, arguments);`;
}
