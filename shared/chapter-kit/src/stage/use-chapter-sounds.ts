import { useCallback, useEffect } from 'react';
import { audioManager } from '@mission/shared';
import type { ChapterDefinition, ChapterSoundRole } from '../chapter-definition';
import type { ChapterRuntime } from '../runtime/chapter-runtime';
import { PLACED_LAYER_INTERVAL_MS, PlacedLayerSteering } from '../sound/placed-layer-steering';

export interface ChapterSounds {
  playSound: (role: ChapterSoundRole) => void;
  stopSound: (role: ChapterSoundRole) => void;
}

/**
 * A chapter's sounds by role (docs/product-rules.md §9): the ambience while the chapter is
 * revealed, the placed bed layers that follow the view, and `playSound` / `stopSound` for the
 * cues play asks for. A role the chapter has no sound for is silent.
 */
export function useChapterSounds(sounds: ChapterDefinition['sounds'], runtime: ChapterRuntime, revealed: boolean): ChapterSounds {
  const playSound = useCallback(
    (role: ChapterSoundRole) => {
      const id = sounds?.roles[role];
      if (id) audioManager.play(id);
    },
    [sounds],
  );
  const stopSound = useCallback(
    (role: ChapterSoundRole) => {
      const id = sounds?.roles[role];
      if (id && audioManager.has(id)) audioManager.stop(id);
    },
    [sounds],
  );

  useEffect(() => {
    if (!revealed) return;
    playSound('ambience');
    return () => {
      stopSound('ambience');
      stopSound('hold');
    };
  }, [revealed, playSound, stopSound]);

  // The placed bed layers play while the chapter is revealed and follow the view's yaw, at most
  // ten times a second and only after a noticeable turn (docs/decisions.md "Placed sound beds").
  useEffect(() => {
    const layers = sounds?.layers ?? [];
    if (!revealed || layers.length === 0) return;
    const steering = new PlacedLayerSteering(layers, audioManager);
    steering.start(runtime.look.view.yaw);
    const timer = window.setInterval(() => steering.follow(runtime.look.view.yaw), PLACED_LAYER_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      steering.stop();
    };
  }, [revealed, sounds, runtime]);

  return { playSound, stopSound };
}
