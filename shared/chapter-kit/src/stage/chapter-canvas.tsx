import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { AdditiveBlending, AgXToneMapping, CylinderGeometry, OctahedronGeometry, RingGeometry, Vector3, type Mesh } from 'three';
import type { HotspotDefinition, TaskTargetDefinition } from '../chapter-definition';
import type { ChapterRuntime } from '../runtime/chapter-runtime';
import type { GroundPoint } from '../view/compass-bearing';
import { isDrag } from '../view/drag-look';
import { disposeObjectTree } from './dispose-object-tree';
import { HOTSPOT_MARKER_HEIGHT } from '../kit-constants';
import { sceneMarkerScale } from '../view/marker-size';
import { isScenePicturePage } from '../view/picture-pin';
import { filmPinOf } from '../view/film-pin';
import { hasDeviceAngles, type LookAngles } from '@mission/shared/orientation';
import { pageRenderStats } from '../runtime/render-stats';
import { foggedBasic } from '../art/fogged-material';
import { useSceneAssets } from '../art/use-scene-assets';
import type { LightRig } from '../light/light-rig';
import { SceneLight } from '../light/scene-light';
import type { QualityStart } from '../quality/quality-choice';
import { tierDpr } from '../quality/quality-tiers';
import { useReducedMotion } from '@mission/shared';
import { FrameRenderer } from '../render/frame-renderer';
import { FilmFrames } from '../render/film-frames';
import { warmUpShaders } from '../render/shader-warm-up';
import { quietKnownThreeWarnings } from '../render/known-three-warnings';
import { TaskBeacons } from './task-beacons';

/** How the canvas follows its box (react-use-measure, through r3f): every change at once, scrolling ignored. */
const CANVAS_MEASURE = { scroll: false, debounce: 0 } as const;

quietKnownThreeWarnings();

export interface ChapterCanvasProps {
  runtime: ChapterRuntime;
  /** Revealed, tab visible, no problem: the only time frames are drawn. */
  active: boolean;
  orientationAllowed: boolean;
  fov: number;
  eyeHeight: number;
  hotspots: readonly HotspotDefinition[];
  /** The opening look and the hero: where a briefing film's camera move ends (view/briefing-camera-path.ts). */
  opening: LookAngles;
  hero: GroundPoint;
  found: readonly string[];
  /** Level 2's targets shown now, each lit by its beacon (stage/task-beacons.tsx); none outside Level 2. */
  beacons: readonly TaskTargetDefinition[];
  /** The chapter's light rig and exposure (its declaration's `light`). */
  light: LightRig;
  /** The tier it starts at, its ceiling and whether the governor may change it. */
  quality: QualityStart;
  onContextCreated: () => void;
  /** Every shader of the scene is compiled: the canvas is ready to reveal. */
  onCompiled: () => void;
  onContextLost: () => void;
  children: ReactNode;
}

/**
 * The chapter canvas: r3f at the quality tier's pixel ratio, AgX tone mapping at the
 * chapter's exposure and sRGB output (through the tier's image chain, `render/`), the
 * chapter's light rig and procedural environment, a render loop that runs only while
 * `active` ('never' otherwise, so no frame is drawn hidden or before the reveal), the
 * kit's look controls, hotspot markers and HTML pinning, and full disposal on unmount.
 */
export default function ChapterCanvas(props: ChapterCanvasProps) {
  const { runtime, active, fov, eyeHeight, light, quality, children } = props;
  const calm = useReducedMotion();
  useEffect(() => runtime.look.setCalm(calm), [runtime, calm]);
  // Filming a briefing (view/film-pin.ts): frames are drawn one by one when asked, never by the loop.
  const [film] = useState(() => filmPinOf());
  const [shot] = useState(() => ({ opening: props.opening, hero: props.hero, fovDeg: fov }));
  return (
    <Canvas
      className="kit-canvas__element"
      dpr={tierDpr(quality.tier, window.devicePixelRatio)}
      frameloop={active && !film ? 'always' : 'never'}
      // The image chain draws into its own targets: the canvas's multisampling would be wasted.
      gl={{
        antialias: false,
        alpha: false,
        stencil: false,
        powerPreference: 'high-performance',
        toneMapping: AgXToneMapping,
        toneMappingExposure: light.exposure ?? 1,
      }}
      camera={{ fov, near: 0.1, far: 600, position: [0, eyeHeight, 0] }}
      // Measured at once, not through r3f's 50 ms scroll debounce, which every scroll re-arms:
      // closing the briefing scrolls, and the scene's build waited on it. A chapter never
      // scrolls, and pointer positions are read from the event's offset, not the canvas's place.
      resize={CANVAS_MEASURE}
      onCreated={props.onContextCreated}
    >
      <RendererLifecycle runtime={runtime} onCompiled={props.onCompiled} onContextLost={props.onContextLost} />
      <LookControls runtime={runtime} fov={fov} orientationAllowed={props.orientationAllowed} />
      <FrameDriver runtime={runtime} />
      <FrameRenderer start={quality} grade={{ bloom: light.bloom, vignette: light.vignette }} />
      {film ? <FilmFrames pin={film} shot={shot} /> : null}
      <SceneLight rig={light}>
        {isScenePicturePage()
          ? null
          : props.hotspots.map((hotspot) => (
              <HotspotMarker key={hotspot.id} position={hotspot.position} found={props.found.includes(hotspot.id)} />
            ))}
        <TaskBeacons runtime={runtime} targets={props.beacons} eyeHeight={eyeHeight} calm={calm} />
        {children}
      </SceneLight>
    </Canvas>
  );
}

/** Stats, context tracking, shader warm-up, and the teardown that frees the GPU. */
function RendererLifecycle({
  runtime,
  onCompiled,
  onContextLost,
}: {
  runtime: ChapterRuntime;
  onCompiled: () => void;
  onContextLost: () => void;
}) {
  const get = useThree((state) => state.get);
  const compiled = useEffectEvent(onCompiled);
  const lost = useEffectEvent(onContextLost);

  useEffect(() => {
    const { gl, scene } = get();
    const stats = pageRenderStats();
    const context = gl.getContext();
    stats.contextCreated(context);
    const canvas = gl.domElement;
    const onLost = (event: Event) => {
      stats.contextReleased(context);
      if (runtime.disposing) return;
      event.preventDefault();
      lost();
    };
    canvas.addEventListener('webglcontextlost', onLost);
    // r3f releases the renderer too, after this cleanup: a lost context is not lost twice.
    const forceContextLoss = gl.forceContextLoss.bind(gl);
    gl.forceContextLoss = () => {
      if (!context.isContextLost()) forceContextLoss();
    };
    scene.onAfterRender = () => {
      const { calls, triangles } = gl.info.render;
      stats.frameRendered(calls, triangles, runtime.renderActive, gl.info.programs?.length);
    };
    // Stop at the event itself, not a render later: a frame already queued must not be drawn hidden.
    // React's `active` prop brings the loop back once the tab is visible again.
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return;
      runtime.setRenderActive(false);
      get().setFrameloop('never');
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      runtime.markDisposing();
      scene.onAfterRender = () => {};
      canvas.removeEventListener('webglcontextlost', onLost);
      disposeObjectTree(scene);
      gl.dispose();
      gl.forceContextLoss();
      stats.contextReleased(context);
    };
  }, [get, runtime]);

  useEffect(() => {
    let cancelled = false;
    const { gl, scene, camera } = get();
    // As the frames draw them (into the image chain), after the environment (SceneLight, a layout effect): each program once.
    warmUpShaders(gl, scene, camera).then(
      () => {
        if (!cancelled) compiled();
      },
      (error: unknown) => {
        console.warn('[chapter-kit] shader warm-up failed; shaders will compile on the first frame.', error);
        if (!cancelled) compiled();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [get]);
  return null;
}

function screenAngle(): number {
  const angle = window.screen?.orientation?.angle;
  if (typeof angle === 'number') return angle;
  const legacy = (window as { orientation?: number }).orientation;
  return typeof legacy === 'number' ? legacy : 0;
}

/**
 * Device orientation when allowed, and always a drag (touch or mouse) and the arrow keys
 * on the stage. A click that ends a drag is swallowed, so turning the view from a hotspot
 * does not open it.
 */
function LookControls({ runtime, fov, orientationAllowed }: { runtime: ChapterRuntime; fov: number; orientationAllowed: boolean }) {
  useEffect(() => {
    runtime.look.setOrientationAllowed(orientationAllowed);
    if (!orientationAllowed) return;
    const onOrientation = (event: DeviceOrientationEvent) => {
      if (!hasDeviceAngles(event)) return;
      runtime.look.deviceAngles({ alpha: event.alpha ?? 0, beta: event.beta ?? 0, gamma: event.gamma ?? 0, screenAngle: screenAngle() });
    };
    window.addEventListener('deviceorientation', onOrientation);
    return () => window.removeEventListener('deviceorientation', onOrientation);
  }, [runtime, orientationAllowed]);

  useEffect(() => {
    const surface = runtime.stage;
    if (!surface) return;
    let pointer: { id: number; x: number; y: number; dragging: boolean } | null = null;
    let swallowClick = false;
    const down = (event: PointerEvent) => {
      if (pointer || (event.pointerType === 'mouse' && event.button !== 0)) return;
      pointer = { id: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
      runtime.look.beginDrag();
    };
    const move = (event: PointerEvent) => {
      if (!pointer || event.pointerId !== pointer.id) return;
      const dx = event.clientX - pointer.x;
      const dy = event.clientY - pointer.y;
      if (!pointer.dragging && isDrag(dx, dy)) pointer.dragging = true;
      if (pointer.dragging) runtime.look.drag(dx, dy, surface.clientHeight, fov);
    };
    const up = (event: PointerEvent) => {
      if (!pointer || event.pointerId !== pointer.id) return;
      swallowClick = pointer.dragging;
      pointer = null;
      runtime.look.endDrag();
      // The click, if any, follows at once; a drag that ends without one must not eat a later tap.
      if (swallowClick) window.setTimeout(() => (swallowClick = false), 0);
    };
    const click = (event: MouseEvent) => {
      if (!swallowClick) return;
      event.stopPropagation();
      event.preventDefault();
      swallowClick = false;
    };
    // Browsers without `overflow: clip` scroll a hidden overflow to show a focused control.
    const unscroll = () => {
      if (surface.scrollLeft !== 0 || surface.scrollTop !== 0) surface.scrollTo(0, 0);
    };
    const key = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (runtime.look.key(event.key)) event.preventDefault();
    };
    surface.addEventListener('pointerdown', down);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    surface.addEventListener('click', click, true);
    surface.addEventListener('keydown', key);
    surface.addEventListener('scroll', unscroll);
    return () => {
      surface.removeEventListener('scroll', unscroll);
      surface.removeEventListener('pointerdown', down);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      surface.removeEventListener('click', click, true);
      surface.removeEventListener('keydown', key);
    };
  }, [runtime, fov]);
  return null;
}

/** Each frame, before the render: play advances, the camera turns, the HTML layer follows. */
function FrameDriver({ runtime }: { runtime: ChapterRuntime }) {
  const point = useRef(new Vector3());
  useFrame((state, delta) => {
    const [x, y, z, w] = runtime.advance(delta, performance.now());
    state.camera.quaternion.set(x, y, z, w);
    state.camera.updateMatrixWorld();
    const scratch = point.current;
    const project = (position: GroundPoint) => {
      scratch.set(position[0], position[1], position[2]).project(state.camera);
      return [scratch.x, scratch.y, scratch.z] as const;
    };
    runtime.updateHud(project, state.size.width, state.size.height);
  });
  return null;
}

const MARKER_UNFOUND = '#f2c94c';
const MARKER_FOUND = '#9fd18b';
const FOUND_GEM_SCALE = 0.5;

/** The light over an unfound gem (at full size): thin and short. */
const BEAM_LENGTH_M = 1.4;
const GEM_RADIUS_M = 0.45;

/**
 * A hotspot in the scene: a floating, turning gem with a halo, and a thin beam rising from it.
 * All of it stands over the person it marks, never across them (docs/game-design.md
 * "Composition and guidance": a marker never hides what it marks), and near it shrinks
 * (view/marker-size.ts), so its beam stays under the header. Found, it steps back: a small
 * gem, no beam, no halo.
 */
function HotspotMarker({ position, found }: { position: GroundPoint; found: boolean }) {
  const gem = useRef<Mesh>(null);
  const gemGeometry = useSceneAssets(() => new OctahedronGeometry(GEM_RADIUS_M, 0), []);
  const beamGeometry = useSceneAssets(() => new CylinderGeometry(0.03, 0.09, 1, 8, 1, true).translate(0, 0.5, 0), []);
  const haloGeometry = useSceneAssets(() => new RingGeometry(0.55, 0.7, 24).rotateX(-Math.PI / 2), []);
  const colour = found ? MARKER_FOUND : MARKER_UNFOUND;
  const gemMaterial = useSceneAssets(() => foggedBasic({ color: colour }), [colour]);
  const glowMaterial = useSceneAssets(
    () => foggedBasic({ color: colour, transparent: true, opacity: 0.28, blending: AdditiveBlending, depthWrite: false }),
    [colour],
  );
  const [x, y, z] = position;
  const scale = sceneMarkerScale(Math.hypot(x, z));
  useFrame((state) => {
    const mesh = gem.current;
    if (!mesh) return;
    const t = state.clock.elapsedTime;
    mesh.position.y = HOTSPOT_MARKER_HEIGHT + Math.sin(t * 2 + x) * 0.15;
    mesh.rotation.y = t * 1.2;
  });
  return (
    <group position={[x, y, z]}>
      <mesh ref={gem} geometry={gemGeometry} material={gemMaterial} scale={scale * (found ? FOUND_GEM_SCALE : 1)} />
      <mesh
        geometry={beamGeometry}
        material={glowMaterial}
        visible={!found}
        position={[0, HOTSPOT_MARKER_HEIGHT + GEM_RADIUS_M * scale, 0]}
        scale={[scale, BEAM_LENGTH_M * scale, scale]}
      />
      <mesh
        geometry={haloGeometry}
        material={glowMaterial}
        visible={!found}
        position={[0, HOTSPOT_MARKER_HEIGHT - 0.1 * scale, 0]}
        scale={scale}
      />
    </group>
  );
}
