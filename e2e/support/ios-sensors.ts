/** What iOS's sensor permission API answers, per sensor. */
export interface SensorAnswers {
  orientation: 'granted' | 'denied';
  motion: 'granted' | 'denied';
}

/**
 * An init script (page.addInitScript(iosSensors, answers)) giving DeviceOrientationEvent and
 * DeviceMotionEvent iOS's `requestPermission`, answering as told (Chromium has none, so
 * without it the /permission screen is skipped and the sensors count as granted).
 */
export const iosSensors = ({ orientation, motion }: SensorAnswers) => {
  const host = window as unknown as Record<string, object | undefined>;
  const answers = { DeviceOrientationEvent: orientation, DeviceMotionEvent: motion };
  for (const [name, answer] of Object.entries(answers)) {
    host[name] = Object.assign(host[name] ?? {}, { requestPermission: () => Promise.resolve(answer) });
  }
};

export const SENSORS_GRANTED: SensorAnswers = { orientation: 'granted', motion: 'granted' };
/** Orientation refused (the look controls fall back to drag); motion is not the question here. */
export const ORIENTATION_DENIED: SensorAnswers = { orientation: 'denied', motion: 'granted' };
/** iOS asks for each sensor separately: orientation granted, motion refused. */
export const MOTION_DENIED: SensorAnswers = { orientation: 'granted', motion: 'denied' };
