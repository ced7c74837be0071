import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_BRANCH_ENTRY } from './test-branch-list';

/** One trade card's copy. */
const trade = (title: string, summary: string, body: string) => ({ title, summary, body });

/**
 * The test branch's copy (test-branch-list.ts), in English and French, under the kit's key
 * scheme (copy/branch-copy-keys.ts): written here, for the kit's tests only, never in the
 * content's lists. French as a Canadian writes it (docs/writing-french.md), with its
 * non-breaking spaces.
 */
export const TEST_BRANCH_COPY = {
  'en-US': {
    sectionTitle: 'Ridge Rescue',
    chapters: {
      summit: { title: 'Summit', summary: 'Set three anchors for a rope rescue on the summit ridge.' },
      river: { title: 'River', summary: 'Lay four buoys across the river for a safe crossing.' },
      camp: { title: 'Camp', summary: 'Set up the camp: the tent, the stove, the radio.' },
      end: { title: 'Ridge debrief', summary: 'The trades you met on the ridge.' },
    },
    trades: {
      ropeLead: trade('Rope lead', 'Leads a rope rescue.', 'The rope lead rigs the anchors and calls each move of a rope rescue.'),
      pilot: trade('Pilot', 'Flies the rescue helicopter.', 'The pilot holds the helicopter over the ridge while the team works.'),
      medicalTechnician: trade('Medical technician', 'Treats the injured.', 'The medical technician looks after the injured climber.'),
      combatEngineer: trade('Engineer', 'Builds the crossing.', 'The engineer picks where the crossing goes and how it holds.'),
      vehicleTechnician: trade('Vehicle technician', 'Keeps the boats running.', 'The vehicle technician keeps the boats’ motors running.'),
      logisticsOfficer: trade('Logistics officer', 'Brings the gear.', 'The logistics officer gets the buoys and ropes to the bank.'),
      campCook: trade('Camp cook', 'Feeds the team.', 'The camp cook keeps the team fed through a long night.'),
      geomaticsTechnician: trade('Mapper', 'Maps the camp.', 'The mapper lays out the camp on flat, safe ground.'),
      infantrySoldier: trade('Sentry', 'Keeps watch.', 'The sentry keeps watch over the camp and the radio.'),
    },
    summit: {
      task: { counter: 'Anchors', instruction: 'Tap each anchor to set it.', target: 'Anchor {{number}}: tap to set it' },
      complete: 'The three anchors hold. The climber is lowered safely.',
      captions: { alert: 'Ridge team, a climber is stuck below the summit.' },
    },
    river: {
      task: { counter: 'Buoys', instruction: 'Tap each buoy to lay it.', target: 'Buoy {{number}}: tap to lay it' },
      complete: 'The four buoys mark a safe crossing.',
    },
    camp: {
      task: { counter: 'Camp', instruction: 'Tap each part of the camp to set it up.', target: 'Camp item {{number}}: tap to set it up' },
      complete: 'The camp is up for the night.',
    },
    debrief: {
      eyebrow: 'Ridge debrief',
      title: 'Ridge report',
      lede: 'Three missions on the ridge. Here’s who you worked with.',
      percent: 'Ridge missions: {{percent}}% complete',
      chapterDone: 'Done',
      chapterToDo: 'Still to do',
      tradesTitle: 'Trades on the ridge',
      tradeNotMet: 'Not met on the ridge yet',
      notFinished: 'Finish the three Ridge missions to see this debrief in full.',
      jobsTitle: 'Find your trade',
      jobsLink: 'Explore Ridge careers',
      nextBranch: 'Next branch: the Army',
      select: 'Back to mission select',
    },
  },
  'fr-CA': {
    sectionTitle: 'Secours en crête',
    chapters: {
      summit: { title: 'Sommet', summary: 'Posez trois ancrages pour un sauvetage sur corde près du sommet.' },
      river: { title: 'Rivière', summary: 'Placez quatre bouées sur la rivière pour une traversée sûre.' },
      camp: { title: 'Campement', summary: 'Montez le campement : la tente, le réchaud, la radio.' },
      end: { title: 'Bilan de la crête', summary: 'Les métiers découverts sur la crête.' },
    },
    trades: {
      ropeLead: trade(
        'Chef de cordée',
        'Dirige un sauvetage sur corde.',
        'La ou le chef de cordée pose les ancrages et dirige le sauvetage.',
      ),
      pilot: trade('Pilote', 'Pilote l’hélicoptère de sauvetage.', 'La ou le pilote garde l’hélicoptère au-dessus de la crête.'),
      medicalTechnician: trade('Technicienne ou technicien médical', 'Soigne les blessés.', 'Elle ou il soigne la grimpeuse blessée.'),
      combatEngineer: trade('Sapeuse ou sapeur', 'Construit la traversée.', 'Elle ou il choisit où passe la traversée.'),
      vehicleTechnician: trade(
        'Technicienne ou technicien de véhicules',
        'Entretient les bateaux.',
        'Elle ou il garde les moteurs en marche.',
      ),
      logisticsOfficer: trade(
        'Officière ou officier de logistique',
        'Apporte le matériel.',
        'Elle ou il apporte les bouées et les cordes.',
      ),
      campCook: trade('Cuisinière ou cuisinier de camp', 'Nourrit l’équipe.', 'Elle ou il nourrit l’équipe toute la nuit.'),
      geomaticsTechnician: trade('Cartographe', 'Dresse le plan du camp.', 'Elle ou il place le camp sur un terrain plat et sûr.'),
      infantrySoldier: trade('Sentinelle', 'Monte la garde.', 'Elle ou il veille sur le camp et la radio.'),
    },
    summit: {
      task: {
        counter: 'Ancrages',
        instruction: 'Touchez chaque ancrage pour le poser.',
        target: 'Ancrage {{number}}\u00a0: touchez pour le poser',
      },
      complete: 'Les trois ancrages tiennent. La grimpeuse descend en sécurité.',
      captions: { alert: 'Équipe de la crête, une grimpeuse est coincée sous le sommet.' },
    },
    river: {
      task: {
        counter: 'Bouées',
        instruction: 'Touchez chaque bouée pour la placer.',
        target: 'Bouée {{number}}\u00a0: touchez pour la placer',
      },
      complete: 'Les quatre bouées marquent une traversée sûre.',
    },
    camp: {
      task: {
        counter: 'Campement',
        instruction: 'Touchez chaque élément du campement pour l’installer.',
        target: 'Élément {{number}}\u00a0: touchez pour l’installer',
      },
      complete: 'Le campement est prêt pour la nuit.',
    },
    debrief: {
      eyebrow: 'Bilan de la crête',
      title: 'Compte rendu de la crête',
      lede: 'Trois missions sur la crête. Voici les gens qui ont travaillé avec vous.',
      percent: 'Progression sur la crête\u00a0: {{percent}}\u00a0%',
      chapterDone: 'Accomplie',
      chapterToDo: 'À faire',
      tradesTitle: 'Métiers de la crête',
      tradeNotMet: 'Pas encore découvert sur la crête',
      notFinished: 'Accomplissez les trois missions de la crête pour voir ce bilan au complet.',
      jobsTitle: 'Trouvez votre métier',
      jobsLink: 'Explorer les carrières de la crête',
      nextBranch: 'Prochain élément\u00a0: l’Armée',
      select: 'Retour au choix de mission',
    },
  },
} as const;

/**
 * `@mission/content/all-copy` as the kit's tests see it with the test branch in the list
 * (test-branch-list.ts): every namespace's committed file, as the real module reads them, and
 * the test branch's copy from this file (it has no file under content/locales/).
 */
export function copyWithTestBranch() {
  const { NAMESPACES } = jest.requireActual('@mission/content') as { NAMESPACES: readonly string[] };
  const folder = path.dirname(require.resolve('@mission/content/package.json'));
  const read = (tag: string, namespace: string) =>
    JSON.parse(readFileSync(path.join(folder, 'locales', tag, `${namespace}.json`), 'utf8')) as object;
  return {
    resources: Object.fromEntries(
      Object.entries(TEST_BRANCH_COPY).map(([tag, copy]) => [
        tag,
        Object.fromEntries(NAMESPACES.map((namespace) => [namespace, namespace === TEST_BRANCH_ENTRY.name ? copy : read(tag, namespace)])),
      ]),
    ),
  };
}
