/**
 * The chapter kit, scene side: art pieces and helpers for a chapter's scene module, which
 * the stage loads lazily (three.js and r3f come with it). Never import this from a route.
 */
export { Atmosphere, type AtmosphereOptions } from './art/atmosphere';
export { foggedBasic, foggedLambert, foggedStandard, withHeightFog } from './art/fogged-material';
export { buildTerrain, mergeFlat, wobble, type FlatPart, type TerrainOptions } from './art/low-poly-geometry';
export { MAX_EMITTERS, ParticleField, type ParticleFieldOptions } from './art/particle-field';
export { Rain, type RainOptions } from './art/rain';
export { inArc, keepClearOf, placeInRing, sightlineClearance, type KeepClearArea, type RingPlacementOptions } from './art/ring-placement';
export { between, seededRandom } from './art/seeded-random';
export { SkyDome, type SkyColors } from './art/sky-dome';
export { disposeAssets, useSceneAssets } from './art/use-scene-assets';
export { WaterSurface, type WaterOptions } from './art/water-surface';
export { StarField, type StarFieldOptions } from './art/star-field';
export { lightGlowMaterial, radialGlowTexture } from './art/glow-texture';
export { InstancedProps, type PropPlacement } from './art/instanced-props';
export { easeStep, easeTowards, MAX_EASE_FRAME_S } from './art/eased-level';
export { useEasedTargets } from './art/use-eased-targets';
export { bowlHeight, groundPainter } from './art/bowl-terrain';
export { coniferGeometry } from './art/conifer';
export { facingPlayer, propPlacer } from './art/prop-placer';
export { rockGeometry } from './art/rock';
export { Crew, CrewFigure, type CrewFigureProps, type CrewProps } from './people/crew';
export { crewAtHotspots, yawToward, type CrewMember, type CrewPlacement } from './people/crew-facing';
export { crewFigureGeometry, POSE_KEYS, type FigureLook, type PoseKey } from './people/crew-figure';
export { OUTFIT_KEYS, type OutfitKey } from './people/crew-outfits';
