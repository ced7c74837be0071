import { Clock, setConsoleFunction, warn } from 'three';
import { quietKnownThreeWarnings } from './known-three-warnings';

describe("three's known warnings", () => {
  let consoleWarn: jest.SpyInstance;

  beforeEach(() => {
    setConsoleFunction(null as never);
    consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    consoleWarn.mockRestore();
    setConsoleFunction(null as never);
  });

  it("drops only the Clock deprecation that r3f's store causes", () => {
    new Clock();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    consoleWarn.mockClear();
    quietKnownThreeWarnings();
    new Clock();
    expect(consoleWarn).not.toHaveBeenCalled();
    warn('WebGLRenderer: something else.');
    expect(consoleWarn).toHaveBeenCalledWith('THREE.WebGLRenderer: something else.');
  });

  it('hands every other message to a handler set before it, once however often it is installed', () => {
    const handler = jest.fn();
    setConsoleFunction(handler);
    quietKnownThreeWarnings();
    quietKnownThreeWarnings();
    new Clock();
    warn('Texture: image missing.');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('warn', 'THREE.Texture: image missing.');
  });
});
