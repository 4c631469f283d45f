// Pourquoi un élément du plateau de Copan ne réagit pas maintenant (français).
import type { copanWhyEn } from './why-en.ts';

export const copanWhyFr: Record<keyof typeof copanWhyEn, string> = {
  'cp.why': 'Impossible : {reason}',
  'cp.why.over': 'la partie est terminée.',
  'cp.why.notYours': 'ce n’est pas à vous de décider maintenant.',
  'cp.why.notNow': 'pas à cette étape. Maintenant : {now}',
  'cp.why.blocked': 'une tuile de mise en place couvre cette case de la Pyramide.',
  'cp.why.covered': 'une tuile Cour couvre déjà cette case de la Pyramide.',
  'cp.why.cityClosed': 'cette Cité est fermée.',
  'cp.why.slotClosed': 'cet emplacement est fermé.',
  'cp.why.slotEmpty': 'cet emplacement est vide.',
  'cp.why.altarTaken': 'un jeton occupe déjà cet emplacement d’Autel.',
  'cp.why.noAltarCard': 'aucune carte Autel au-dessus de cet emplacement.',
  'cp.why.lineEmpty': 'cette ligne ne contient aucune carte Glyphe.',
  'cp.why.cost': 'vous ne pouvez pas en payer le coût (après la réduction du Site).',
  'cp.why.otherBoard': 'c’est le plateau d’un autre joueur.',
  'cp.why.jadePlaced': 'cette tuile de jade est déjà sur votre masque.',
  'cp.why.jadeTouch': 'une tuile de jade doit toucher celles déjà posées (la première va sur le bord).',
  'cp.why.siteCost': 'vous ne pouvez pas payer le symbole d’entrée de ce Site puis son action.',
  'cp.why.sameSite': 'votre totem est déjà ici : se déplacer, c’est aller sur un autre Site.',
  'cp.why.stairTop': 'votre prêtre est déjà en haut de cet escalier.',
};
