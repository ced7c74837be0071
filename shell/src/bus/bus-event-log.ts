import type { BusEvent, MissionBus } from '@mission/shared';

const LOG_SIZE = 100;

export interface MissionDebugHandle {
  busId: string;
  events: BusEvent[];
}

declare global {
  interface Window {
    __MISSION_DEBUG__?: MissionDebugHandle;
  }
}

/**
 * Keeps the last events the shell received, for the debug panel and for QA tooling
 * (window.__MISSION_DEBUG__); it also proves which bus instance the shell holds.
 */
export function startBusEventLog(bus: MissionBus, target: Window = window): MissionDebugHandle {
  const handle: MissionDebugHandle = { busId: bus.id, events: [] };
  bus.onAny((event) => {
    handle.events.push(event);
    if (handle.events.length > LOG_SIZE) handle.events.shift();
  });
  target.__MISSION_DEBUG__ = handle;
  return handle;
}
