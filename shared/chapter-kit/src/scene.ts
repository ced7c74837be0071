/**
 * The chapter kit, scene side: art pieces and helpers for a chapter's scene module, which
 * the stage loads lazily (three.js and r3f come with it). Never import this from a route.
 */
export { Atmosphere, type AtmosphereOptions } from './art/atmosphere';
export { foggedBasic, foggedLambert, foggedStandard, withHeightFog } from './art/fogged-material';
export { buildTerrain, mergeFlat, wobble, type FlatPart, type TerrainOptions } from './art/low-poly-geometry';
export { buildSmoothTerrain, type SmoothTerrainOptions } from './art/smooth-terrain';
export { inArc, keepClearOf, placeInRing, sightlineClearance, type KeepClearArea, type RingPlacementOptions } from './art/ring-placement';
export { between, seededRandom } from './art/seeded-random';
export { disposeAssets, useSceneAssets } from './art/use-scene-assets';
export { lightGlowMaterial, radialGlowTexture } from './art/glow-texture';
export { InstancedProps, type PropPlacement } from './art/instanced-props';
export { easeStep, easeTowards, MAX_EASE_FRAME_S } from './art/eased-level';
export { useEasedTargets } from './art/use-eased-targets';
export { bowlHeight, groundPainter } from './art/bowl-terrain';
export { coniferGeometry } from './art/conifer';
export { facingPlayer, propPlacer } from './art/prop-placer';
export { rockGeometry } from './art/rock';
export { VALUE_NOISE_GLSL, WORLD_POSITION_VERTEX } from './art/world-pattern-shader';
export { Crew, CrewFigure, type CrewFigureProps, type CrewProps } from './people/crew';
export { crewAtHotspots, yawToward, type CrewMember, type CrewPlacement } from './people/crew-facing';
export { type FigureLook } from './people/crew-figure';
export { POSE_KEYS, type PoseKey } from './people/crew-poses';
export { WORK_KEYS, type WorkKey } from './people/crew-clips';
export { type ToolKey } from './people/crew-tools';
export { ContactShadows, type ShadowSpot } from './people/contact-shadow';
export { HoverShadow, type HoverShadowProps } from './people/hover-shadow';
export { OUTFIT_KEYS, type OutfitKey } from './people/crew-outfits';
export { AuroraCurtains, RESTING_CURTAIN, type AuroraCurtain, type CurtainState } from './effects/aurora-curtains';
export { Fire, MAX_FIRES, type FireOptions } from './effects/fire';
export { MAX_EMITTERS, ParticleField, type ParticleFieldOptions } from './effects/particle-field';
export { Rain, type RainOptions } from './effects/rain';
export { RotorWash, type RotorWashOptions } from './effects/rotor-wash';
export { SkyDome, type SkyColors } from './effects/sky-dome';
export { SmokeAndEmbers, type SmokeAndEmbersOptions } from './effects/smoke-and-embers';
export { Snow, type SnowOptions } from './effects/snow';
export { spray, type SprayKind, type SprayOptions } from './effects/spray';
export { StarField, type StarFieldOptions } from './effects/star-field';
export { Wake, type WakeOptions } from './effects/wake';
export { MAX_FOAM_RINGS, swellHeight, WaterSurface, type WaterOptions } from './effects/water-surface';
export { drawnSwellHeight } from './effects/drawn-swell';
export { useEndingProgress } from './art/use-ending-progress';
