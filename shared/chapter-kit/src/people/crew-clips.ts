import { HIPS, mirrored, POSES, type Direction, type Limb, type Pose, type Turn } from './crew-poses';

/**
 * The crew's motion, made in code: every loop is a pure function from a stance (the figure's
 * pose at rest) and a time to a pose, periodic in its loop's period, so a person can be posed
 * at any moment without state. Each loop breathes and shifts its weight as it works; reduced
 * motion gives the stance itself.
 */

/** A pose with nothing left to default: both sides' limbs, every turn. */
export interface FullPose {
  hips: number;
  rightArm: Limb;
  leftArm: Limb;
  rightLeg: Limb;
  leftLeg: Limb;
  lean: number;
  twist: number;
  bend: number;
  head: Turn;
}

export function fullPose(pose: Pose): FullPose {
  return {
    hips: pose.hips,
    rightArm: pose.rightArm,
    leftArm: pose.leftArm ?? mirrored(pose.rightArm),
    rightLeg: pose.rightLeg,
    leftLeg: pose.leftLeg ?? mirrored(pose.rightLeg),
    lean: pose.lean ?? 0,
    twist: pose.twist ?? 0,
    bend: pose.bend ?? 0,
    head: pose.head ?? [0, 0, 0],
  };
}

const TAU = Math.PI * 2;
const mix = (a: number, b: number, w: number) => a + (b - a) * w;
const mixTriple = (a: Direction, b: Direction, w: number): Direction => [mix(a[0], b[0], w), mix(a[1], b[1], w), mix(a[2], b[2], w)];
const mixLimb = (a: Limb, b: Limb, w: number): Limb => ({ upper: mixTriple(a.upper, b.upper, w), lower: mixTriple(a.lower, b.lower, w) });
/** The left side's limb for a right-side one. */
const left = mirrored;

/** Two poses mixed: `w` 0 is `a`, 1 is `b` (directions mix and are normalised by the rig). */
export function mixPoses(a: FullPose, b: FullPose, w: number): FullPose {
  return {
    hips: mix(a.hips, b.hips, w),
    rightArm: mixLimb(a.rightArm, b.rightArm, w),
    leftArm: mixLimb(a.leftArm, b.leftArm, w),
    rightLeg: mixLimb(a.rightLeg, b.rightLeg, w),
    leftLeg: mixLimb(a.leftLeg, b.leftLeg, w),
    lean: mix(a.lean, b.lean, w),
    twist: mix(a.twist, b.twist, w),
    bend: mix(a.bend, b.bend, w),
    head: mixTriple(a.head, b.head, w),
  };
}

/** Smooth 0 to 1 and back over a cycle `u` (0 at u = 0). */
const rise = (u: number) => 0.5 - 0.5 * Math.cos(TAU * u);
const wave = (u: number, cycles = 1, offset = 0) => Math.sin(TAU * (u * cycles + offset));

/**
 * Breathing and a weight shift on any pose at cycle `u` of a loop `period` seconds long: the
 * chest rises about every four seconds and the weight moves from foot to foot once a loop,
 * both whole cycles of the loop so it joins up at its period.
 */
function breathe(pose: FullPose, u: number, period: number): FullPose {
  const breaths = Math.max(1, Math.round(period / 4));
  const breath = wave(u, breaths);
  const shift = wave(u, 1, 0.25);
  const raise = (limb: Limb): Limb => ({ upper: [limb.upper[0], limb.upper[1], limb.upper[2] + 0.02 * breath], lower: limb.lower });
  return {
    ...pose,
    hips: pose.hips - 0.008 * Math.abs(shift),
    lean: pose.lean - 0.02 * breath,
    bend: pose.bend + 0.035 * shift,
    rightArm: raise(pose.rightArm),
    leftArm: raise(pose.leftArm),
    head: [pose.head[0] + 0.015 * breath, pose.head[1], pose.head[2] - 0.03 * shift],
  };
}

export interface Loop {
  /** Seconds for one loop. */
  period: number;
  /** The pose at cycle `u` (0 to 1) of the loop, on the stance `base`. */
  at: (base: FullPose, u: number) => FullPose;
}

/** Standing by: breathing, the weight shifting, a look round now and then. */
const idle: Loop = {
  period: 7,
  at: (base, u) => ({ ...base, head: [base.head[0], base.head[1] + 0.35 * wave(u) * rise(u), base.head[2]] }),
};

/** A firefighter on a hose: braced, the nozzle swept slowly across the fire, the jet's kick in the arms. */
const hose: Loop = {
  period: 5,
  at: (base, u) => {
    const kick = 0.04 * wave(u, 6);
    const lift = (limb: Limb): Limb => ({ upper: [limb.upper[0], limb.upper[1] + kick, limb.upper[2]], lower: limb.lower });
    return {
      ...base,
      twist: base.twist + 0.38 * wave(u),
      rightArm: lift(base.rightArm),
      leftArm: lift(base.leftArm),
      head: [base.head[0] + 0.05, base.head[1] + 0.12 * wave(u), base.head[2]],
    };
  },
};

/** Passing sandbags down a line: take one low on the right, turn, bend and hand it on to the left. */
const sandbags: Loop = {
  period: 2.8,
  at: (base, u) => {
    const stoop = rise(2 * u);
    const arms: Limb = { upper: [-0.12, -0.85, 0.45], lower: [0.25, -0.2 * stoop, 1] };
    return {
      ...base,
      hips: base.hips - 0.1 * stoop,
      lean: 0.15 + 0.5 * stoop,
      twist: 0.85 * wave(u, 1, 0.25),
      rightArm: arms,
      leftArm: left(arms),
      rightLeg: { upper: [-0.12, -1, 0.12 * stoop], lower: [-0.04, -1, -0.1 * stoop] },
      leftLeg: { upper: [0.12, -1, 0.12 * stoop], lower: [0.04, -1, -0.1 * stoop] },
      head: [0.15 + 0.2 * stoop, 0.35 * wave(u, 1, 0.25), 0],
    };
  },
};

/** A marshaller's "come ahead": both arms up, the forearms beckoning over the head, wands in the hands. */
const marshal: Loop = {
  period: 1.6,
  at: (base, u) => {
    const beckon = rise(u);
    const right: Limb = { upper: [-0.95, 0.3, 0.15], lower: mixTriple([-0.3, 1, 0.15], [0.75, 0.5, 0.25], beckon) };
    return { ...base, rightArm: right, leftArm: left(right), head: [base.head[0] - 0.08, base.head[1], base.head[2]] };
  },
};

/** An operator at a console: the hands at work on the keys, the eyes going over the screens. */
const console_: Loop = {
  period: 4,
  at: (base, u) => {
    const tap = (offset: number) => 0.14 * Math.max(0, wave(u, 6, offset));
    const press = (limb: Limb, amount: number): Limb => ({
      upper: limb.upper,
      lower: [limb.lower[0], limb.lower[1] + amount, limb.lower[2]],
    });
    return {
      ...base,
      rightArm: press(base.rightArm, tap(0)),
      leftArm: press(base.leftArm, tap(0.5)),
      lean: base.lean + 0.1,
      head: [base.head[0] + 0.18 + 0.08 * wave(u, 2), base.head[1] + 0.28 * wave(u), base.head[2]],
    };
  },
};

/** Talking on a handset: the head nodding to the words, a turn to look up from the set. */
const radio: Loop = {
  period: 4.5,
  at: (base, u) => ({
    ...base,
    twist: base.twist + 0.1 * wave(u),
    head: [base.head[0] + 0.1 * Math.max(0, wave(u, 5)) * rise(u), base.head[1] - 0.25 * wave(u), base.head[2] + 0.08],
  }),
};

/** A boatswain at the lashings: reaching down for the strap, hauling it taut back to the chest. */
const lashing: Loop = {
  period: 2.2,
  at: (base, u) => {
    const haul = rise(u);
    const right: Limb = {
      upper: mixTriple([-0.08, -0.55, 0.85], [-0.25, -0.95, -0.15], haul),
      lower: mixTriple([0.05, -0.45, 1], [0.35, 0.15, 1], haul),
    };
    return {
      ...base,
      hips: base.hips - 0.08 * (1 - haul),
      lean: mix(0.55, 0.05, haul),
      rightArm: right,
      leftArm: left(right),
      head: [mix(0.35, 0.05, haul), base.head[1], base.head[2]],
    };
  },
};

/** A loadmaster at the ramp: the right arm up, beckoning the load (or the next of the crew) on; looking out. */
const ramp: Loop = {
  period: 2.4,
  at: (base, u) => {
    const beckon = rise(2 * u);
    const right: Limb = { upper: [-0.9, 0.35, 0.45], lower: mixTriple([-0.45, 0.9, 0.3], [0.55, 0.6, 0.45], beckon) };
    return { ...base, rightArm: right, twist: base.twist - 0.12, head: [base.head[0], base.head[1] - 0.25 + 0.2 * wave(u), base.head[2]] };
  },
};

/** A technician with a tablet: the left hand holds it, the right taps, the head goes from screen to aircraft. */
const tablet: Loop = {
  period: 5,
  at: (base, u) => {
    const look = rise(u);
    const tap = 0.16 * Math.max(0, wave(u, 5));
    return {
      ...base,
      rightArm: { upper: base.rightArm.upper, lower: [base.rightArm.lower[0], base.rightArm.lower[1] - tap, base.rightArm.lower[2]] },
      head: [mix(base.head[0], -0.1, look), base.head[1] + 0.3 * look, base.head[2]],
    };
  },
};

/** A swimmer's stroke (breaststroke, head up): the arms reach forward together and sweep out and back. */
const swim: Loop = {
  period: 1.8,
  at: (base, u) => {
    const reach = rise(u);
    const right: Limb = {
      upper: mixTriple([-0.85, -0.1, 0.55], [-0.15, 0.05, 1], reach),
      lower: mixTriple([0.45, 0, 0.9], [-0.1, 0.05, 1], reach),
    };
    return { ...base, rightArm: right, leftArm: left(right), lean: 0.2 + 0.1 * reach, head: [-0.15, base.head[1], base.head[2]] };
  },
};

/** Treading water and waving for help: the arms crossing over the head in turn. */
const treading: Loop = {
  period: 1.4,
  at: (base, u) => {
    const right: Limb = { upper: [-0.55 - 0.25 * wave(u), 0.8, 0.2], lower: [-0.25 - 0.55 * wave(u), 0.95, 0.15] };
    const leftArm: Limb = { upper: [0.55 - 0.25 * wave(u), 0.8, 0.2], lower: [0.25 - 0.55 * wave(u), 0.95, 0.15] };
    return { ...base, rightArm: right, leftArm, head: [-0.1, 0.2 * wave(u), 0] };
  },
};

/** A medic at a casualty, kneeling: rocking down onto the hands and back (the rhythm of compressions). */
const treat: Loop = {
  period: 0.6 * 4,
  at: (base, u) => {
    const push = rise(4 * u);
    const right: Limb = { upper: [-0.1, -0.75, 0.65], lower: [0.08, -0.8, 0.55] };
    return { ...base, lean: base.lean + 0.15 + 0.12 * push, rightArm: right, leftArm: left(right), head: [0.4, 0, 0] };
  },
};

/** Kneeling at work with a tool: the right hand turning it round and round. */
const wrench: Loop = {
  period: 1.6,
  at: (base, u) => ({
    ...base,
    rightArm: {
      upper: base.rightArm.upper,
      lower: [base.rightArm.lower[0] + 0.35 * Math.cos(TAU * u), base.rightArm.lower[1] + 0.35 * Math.sin(TAU * u), base.rightArm.lower[2]],
    },
    head: [base.head[0] + 0.3, base.head[1], base.head[2]],
  }),
};

/** Directing: the pointing arm sweeps along what they show, drops to the side a moment, and points again. */
const directing: Loop = {
  period: 6,
  at: (base, u) => {
    const down = Math.max(0, wave(u, 1, 0.5)) ** 2;
    const sweep = 0.35 * wave(u, 2);
    const pointing: Limb = {
      upper: [base.rightArm.upper[0] - sweep, base.rightArm.upper[1], base.rightArm.upper[2]],
      lower: [base.rightArm.lower[0] - sweep, base.rightArm.lower[1], base.rightArm.lower[2]],
    };
    const rest: Limb = { upper: [-0.14, -1, 0.02], lower: [-0.06, -1, 0.16] };
    return { ...base, rightArm: mixLimb(pointing, rest, down), head: [base.head[0], base.head[1] - 0.6 * sweep, base.head[2]] };
  },
};

export const WORK_LOOPS = {
  idle,
  hose,
  sandbags,
  marshal,
  console: console_,
  radio,
  lashing,
  ramp,
  tablet,
  swim,
  treading,
  treat,
  wrench,
  directing,
} as const satisfies Record<string, Loop>;

export type WorkKey = keyof typeof WORK_LOOPS;
export const WORK_KEYS = Object.keys(WORK_LOOPS) as WorkKey[];

/**
 * A person's pose at time `t` (seconds) at their work on the stance `base`; `phase` (seconds)
 * keeps a crew out of step. Reduced motion gives the stance, still.
 */
export function workPose(work: WorkKey, base: Pose, t: number, phase: number, reducedMotion: boolean): FullPose {
  const stance = fullPose(base);
  if (reducedMotion) return stance;
  const loop: Loop = WORK_LOOPS[work];
  const u = ((((t + phase) / loop.period) % 1) + 1) % 1;
  return breathe(loop.at(stance, u), u, loop.period);
}

/** How long a found person's greeting lasts (seconds): a wave and a nod, then back to standing by. */
export const GREETING_SECONDS = 2.4;
const GREETING_EASE = 0.35;

/** How much of the greeting shows `since` seconds after the person was found (0 to 1 and back to 0). */
export function greetingWeight(since: number): number {
  if (since <= 0 || since >= GREETING_SECONDS) return 0;
  const edge = Math.min(since, GREETING_SECONDS - since) / GREETING_EASE;
  return edge >= 1 ? 1 : edge * edge * (3 - 2 * edge);
}

/** The greeting: the right hand up and waving from the elbow, a nod with it. */
export function greetingPose(base: FullPose, since: number): FullPose {
  const swing = Math.sin(since * TAU * 1.6);
  const nod = 0.18 * Math.max(0, Math.sin(since * TAU * 0.8));
  return {
    ...base,
    rightArm: { upper: [-0.75, 0.45, 0.35], lower: [-0.15 - 0.45 * swing, 1, 0.2] },
    head: [nod, 0, -0.06],
    lean: Math.min(base.lean, 0.3),
    twist: 0,
  };
}

/**
 * A person's pose now: at work; once found (`foundFor` seconds ago; undefined while not), a
 * wave and a nod to the visitor, then standing by at ease (or still at work if kneeling or
 * seated, where standing up would be a scene of its own). Reduced motion: no greeting.
 */
export function crewPose(work: WorkKey, base: Pose, t: number, phase: number, reducedMotion: boolean, foundFor?: number): FullPose {
  const working = workPose(work, base, t, phase, reducedMotion);
  if (foundFor === undefined) return working;
  const settled = base.hips < HIPS - 0.2 ? working : workPose('idle', POSES.idle, t, phase, reducedMotion);
  if (reducedMotion || foundFor >= GREETING_SECONDS) return settled;
  // Out of the work into the wave, and out of the wave into standing by: the wave hides the change of stance.
  const from = foundFor < GREETING_SECONDS / 2 ? working : settled;
  return mixPoses(from, greetingPose(settled, foundFor), greetingWeight(foundFor));
}
