import { useEffect, useRef } from 'react';
import * as THREE from 'three';
import { TAP_SLOP_PX, dragLook, orientationQuaternion } from './look-rotation';
import { DOORWAY_SWIRL_CENTRE_Y, doorwayOpeningGeometry } from './doorway-opening';

export interface PortalSceneProps {
  /** No camera feed: draw a dusk sky behind the doorway instead of a transparent background. */
  sky: boolean;
  /** Device orientation drives the view; otherwise (or until it reports) dragging does. */
  useOrientation: boolean;
  reducedMotion: boolean;
  onDoorwayTap: () => void;
  onReady?: () => void;
}

/** The doorway stands this far ahead of where the visitor first faced. */
const DOORWAY_DISTANCE = 6;

/**
 * The portal's 3D layer (loaded lazily, only on /portal): a glowing arched doorway fixed in
 * the world, so it stays put while the phone turns around it. Plain three.js on a
 * transparent canvas over the camera picture. Everything is disposed on unmount.
 */
export default function PortalScene({ sky, useOrientation, reducedMotion, onDoorwayTap, onReady }: PortalSceneProps) {
  const host = useRef<HTMLDivElement>(null);
  const tap = useRef(onDoorwayTap);
  const ready = useRef(onReady);
  useEffect(() => {
    tap.current = onDoorwayTap;
    ready.current = onReady;
  }, [onDoorwayTap, onReady]);

  useEffect(() => {
    const container = host.current;
    if (!container) return undefined;
    const renderer = new THREE.WebGLRenderer({ antialias: true, alpha: true });
    renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
    renderer.setClearColor(0x000000, 0);
    container.appendChild(renderer.domElement);
    renderer.domElement.setAttribute('aria-hidden', 'true');

    const scene = new THREE.Scene();
    const camera = new THREE.PerspectiveCamera(70, 1, 0.1, 200);
    const disposables: { dispose: () => void }[] = [];
    const keep = <T extends { dispose: () => void }>(item: T): T => {
      disposables.push(item);
      return item;
    };

    if (sky) {
      const skyMaterial = keep(
        new THREE.ShaderMaterial({
          side: THREE.BackSide,
          depthWrite: false,
          uniforms: {},
          vertexShader:
            'varying vec3 vDir; void main() { vDir = normalize(position); gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }',
          fragmentShader: `varying vec3 vDir;
            void main() {
              float h = vDir.y;
              vec3 ground = vec3(0.07, 0.09, 0.06);
              vec3 horizon = vec3(0.85, 0.55, 0.25);
              vec3 zenith = vec3(0.05, 0.09, 0.2);
              vec3 col = h < 0.0 ? mix(horizon * 0.35, ground, clamp(-h * 4.0, 0.0, 1.0)) : mix(horizon, zenith, pow(clamp(h, 0.0, 1.0), 0.5));
              gl_FragColor = vec4(col, 1.0);
            }`,
        }),
      );
      scene.add(new THREE.Mesh(keep(new THREE.SphereGeometry(100, 32, 16)), skyMaterial));
    }

    // The doorway: an arch (two posts and a half ring) in emissive gold, a swirling light inside, a halo behind.
    const doorway = new THREE.Group();
    doorway.position.set(0, 0, -DOORWAY_DISTANCE);
    const frameMaterial = keep(new THREE.MeshBasicMaterial({ color: 0xf2c94c }));
    const postGeometry = keep(new THREE.CylinderGeometry(0.09, 0.09, 2.4, 12));
    for (const x of [-1.1, 1.1]) {
      const post = new THREE.Mesh(postGeometry, frameMaterial);
      post.position.set(x, -0.6, 0);
      doorway.add(post);
    }
    const arch = new THREE.Mesh(keep(new THREE.TorusGeometry(1.1, 0.09, 12, 48, Math.PI)), frameMaterial);
    arch.position.set(0, 0.6, 0);
    doorway.add(arch);

    const swirlUniforms = { uTime: { value: 0 }, uCentreY: { value: DOORWAY_SWIRL_CENTRE_Y } };
    const swirlMaterial = keep(
      new THREE.ShaderMaterial({
        transparent: true,
        depthWrite: false,
        uniforms: swirlUniforms,
        // Drawn from the surface's own position, not its UVs: one centre for the whole opening.
        vertexShader:
          'varying vec2 vPos; void main() { vPos = position.xy; gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }',
        fragmentShader: `uniform float uTime; uniform float uCentreY; varying vec2 vPos;
          void main() {
            vec2 p = vec2(vPos.x, (vPos.y - uCentreY) * 1.25);
            float r = length(p);
            float a = atan(p.y, p.x);
            float rings = 0.5 + 0.5 * sin(r * 7.0 - uTime * 3.0 + a * 2.0);
            vec3 col = mix(vec3(0.48, 0.56, 0.31), vec3(1.0, 0.9, 0.55), rings);
            float alpha = clamp(1.15 - r * 0.45, 0.0, 1.0) * (0.55 + 0.35 * rings);
            gl_FragColor = vec4(col, alpha);
          }`,
      }),
    );
    // The opening under the arch: one surface (doorway-opening.ts).
    const opening = new THREE.Mesh(keep(doorwayOpeningGeometry()), swirlMaterial);
    opening.position.set(0, 0, -0.01);
    doorway.add(opening);

    const haloMaterial = keep(
      new THREE.ShaderMaterial({
        transparent: true,
        depthWrite: false,
        blending: THREE.AdditiveBlending,
        uniforms: {},
        vertexShader: 'varying vec2 vUv; void main() { vUv = uv; gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }',
        fragmentShader: `varying vec2 vUv;
          void main() { float d = length((vUv - 0.5) * vec2(1.0, 0.75)) * 2.0; gl_FragColor = vec4(vec3(0.95, 0.79, 0.3) * pow(max(0.0, 1.0 - d), 2.2), 1.0); }`,
      }),
    );
    const halo = new THREE.Mesh(keep(new THREE.PlaneGeometry(6, 8)), haloMaterial);
    halo.position.set(0, 0, -0.3);
    doorway.add(halo);
    scene.add(doorway);
    const hitTargets = [opening, arch];

    // Looking: orientation when it reports, else drag.
    let look = { yaw: 0, pitch: 0 };
    let alphaOffset: number | null = null;
    let oriented = false;
    const onOrientation = (event: DeviceOrientationEvent) => {
      if (!useOrientation || event.alpha === null || event.beta === null || event.gamma === null) return;
      if (alphaOffset === null) alphaOffset = event.alpha;
      oriented = true;
      const angle = window.screen.orientation?.angle ?? 0;
      camera.quaternion.fromArray(orientationQuaternion({ alpha: event.alpha, beta: event.beta, gamma: event.gamma }, angle, alphaOffset));
    };
    window.addEventListener('deviceorientation', onOrientation);

    const canvas = renderer.domElement;
    let down: { x: number; y: number; lastX: number; lastY: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      down = { x: event.clientX, y: event.clientY, lastX: event.clientX, lastY: event.clientY };
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!down || oriented) return;
      look = dragLook(look, event.clientX - down.lastX, event.clientY - down.lastY);
      down.lastX = event.clientX;
      down.lastY = event.clientY;
    };
    const raycaster = new THREE.Raycaster();
    const onPointerUp = (event: PointerEvent) => {
      const start = down;
      down = null;
      if (!start || Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP_PX) return;
      const rect = canvas.getBoundingClientRect();
      const pointer = new THREE.Vector2(
        ((event.clientX - rect.left) / rect.width) * 2 - 1,
        -((event.clientY - rect.top) / rect.height) * 2 + 1,
      );
      raycaster.setFromCamera(pointer, camera);
      if (raycaster.intersectObjects(hitTargets, false).length > 0) tap.current();
    };
    canvas.addEventListener('pointerdown', onPointerDown);
    canvas.addEventListener('pointermove', onPointerMove);
    canvas.addEventListener('pointerup', onPointerUp);

    const resize = () => {
      const { clientWidth, clientHeight } = container;
      renderer.setSize(clientWidth, clientHeight, false);
      camera.aspect = clientWidth / Math.max(1, clientHeight);
      camera.updateProjectionMatrix();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(container);

    // The loop's own timestamp is the clock (THREE.Clock is deprecated since r183).
    renderer.setAnimationLoop((now) => {
      const seconds = now / 1000;
      if (!reducedMotion) swirlUniforms.uTime.value = seconds;
      if (!oriented) camera.quaternion.setFromEuler(new THREE.Euler(look.pitch, look.yaw, 0, 'YXZ'));
      const pulse = reducedMotion ? 1 : 1 + Math.sin(seconds * 2) * 0.04;
      halo.scale.setScalar(pulse);
      renderer.render(scene, camera);
    });
    ready.current?.();

    return () => {
      renderer.setAnimationLoop(null);
      observer.disconnect();
      window.removeEventListener('deviceorientation', onOrientation);
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('pointermove', onPointerMove);
      canvas.removeEventListener('pointerup', onPointerUp);
      disposables.forEach((item) => item.dispose());
      renderer.dispose();
      renderer.forceContextLoss();
      canvas.remove();
    };
  }, [sky, useOrientation, reducedMotion]);

  return <div ref={host} className="portal__scene" data-testid="portal-scene" />;
}
