import { PlaneGeometry, Triangle, Vector3 } from 'three';
import { drawnSwellHeight } from './drawn-swell';
import { swellHeight } from './water-surface';

const WATER = { width: 120, depth: 80, segments: [12, 10] as const, waveHeight: 1.3, flow: [0.6, 0.9] as const };

/** The water's grid as the WaterSurface builds it, each vertex raised as its vertex shader raises it. */
function drawnTriangles(seconds: number): Triangle[] {
  const plane = new PlaneGeometry(WATER.width, WATER.depth, WATER.segments[0], WATER.segments[1]).rotateX(-Math.PI / 2);
  const position = plane.getAttribute('position');
  const corner = (i: number) =>
    new Vector3(
      position.getX(i),
      swellHeight(position.getX(i), position.getZ(i), seconds, WATER.flow) * WATER.waveHeight,
      position.getZ(i),
    );
  const index = plane.index!;
  const triangles: Triangle[] = [];
  for (let i = 0; i < index.count; i += 3)
    triangles.push(new Triangle(corner(index.getX(i)), corner(index.getX(i + 1)), corner(index.getX(i + 2))));
  return triangles;
}

/** The drawn height under (x, z): the face whose ground footprint holds the point, interpolated there. */
function heightOnFaces(triangles: Triangle[], x: number, z: number): number {
  for (const triangle of triangles) {
    const flat = new Triangle(triangle.a.clone().setY(0), triangle.b.clone().setY(0), triangle.c.clone().setY(0));
    const point = new Vector3(x, 0, z);
    if (!flat.containsPoint(point)) continue;
    const weights = flat.getBarycoord(point, new Vector3())!;
    return triangle.a.y * weights.x + triangle.b.y * weights.y + triangle.c.y * weights.z;
  }
  throw new Error(`no face under ${x}, ${z}`);
}

describe('the swell as the water surface draws it', () => {
  it('lies on the drawn faces everywhere, at any time', () => {
    for (const seconds of [0, 2.7]) {
      const triangles = drawnTriangles(seconds);
      for (let i = 0; i < 40; i += 1) {
        const x = -55 + ((i * 37) % 110) + 0.31;
        const z = -35 + ((i * 23) % 70) + 0.17;
        expect(drawnSwellHeight(WATER, x, z, seconds)).toBeCloseTo(heightOnFaces(triangles, x, z), 4);
      }
    }
  });

  it('meets the true swell at the grid’s vertices and leaves it between them', () => {
    expect(drawnSwellHeight(WATER, 10, 0, 1)).toBeCloseTo(swellHeight(10, 0, 1, WATER.flow) * WATER.waveHeight, 6);
    const between = [...Array(20).keys()].map((i) =>
      Math.abs(drawnSwellHeight(WATER, 3 + i * 0.9, 4.2, 1) - swellHeight(3 + i * 0.9, 4.2, 1, WATER.flow) * WATER.waveHeight),
    );
    expect(Math.max(...between)).toBeGreaterThan(0.05);
  });
});
