import { useRef } from 'react';
import { Canvas, useFrame } from '@react-three/fiber';
import type { Mesh } from 'three';
import type { Section } from '@mission/content';

const SECTION_COLOURS: Record<Section, string> = { army: '#7a8f4e', navy: '#3d6e9e', air: '#8fb3d9' };

function Emblem({ colour }: { colour: string }) {
  const mesh = useRef<Mesh>(null);
  useFrame((_, delta) => {
    if (mesh.current) mesh.current.rotation.y += delta * 0.6;
  });
  return (
    <mesh ref={mesh}>
      <icosahedronGeometry args={[1.2, 0]} />
      <meshStandardMaterial color={colour} flatShading />
    </mesh>
  );
}

/** A slowly turning low-poly emblem in the branch's colour; proves three.js loads here. */
export default function PlaceholderEmblem({ section }: { section: Section }) {
  return (
    <Canvas dpr={[1, 2]} camera={{ position: [0, 0, 4] }} gl={{ antialias: true }}>
      <ambientLight intensity={0.4} />
      <directionalLight position={[3, 4, 5]} intensity={1.4} />
      <Emblem colour={SECTION_COLOURS[section]} />
    </Canvas>
  );
}
