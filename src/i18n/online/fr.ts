// Online-play strings loaded with the hosting and joining flows, in French.
import { chatFr } from '../chat/fr.ts';
import type { onlineEn } from './en.ts';

export const onlineFr: Record<keyof typeof onlineEn, string> = {
  ...chatFr,
  "net.handover": "Passer l’hébergement",
  "net.handoverText": "Qui héberge désormais ? Son appareil reçoit toute la partie, mains comprises : on lui demande d’abord son accord. Vous continuez d’ici, comme invité.",
  "net.handoverNone": "Aucun joueur n’est connecté pour l’instant.",
  "net.handoverWait": "En attente de l’accord de {name}…",
  "net.handoverNo": "{name} préfère ne pas héberger.",
  "net.handoverLost": "Le passage n’a pas abouti : vous hébergez toujours.",
  "net.offerTitle": "Héberger cette partie ?",
  "net.offerText": "{name} demande à votre appareil d’héberger la partie désormais. Il détiendrait toute la partie, cartes cachées de chaque joueur comprises, comme l’appareil de l’hôte. Gardez cette page ouverte jusqu’à la fin.",
  "net.theHost": "L’hôte",
  "net.offerYes": "Héberger la partie",
  "net.hostNow": "{name} héberge la partie maintenant.",
  "net.youHost": "Vous hébergez la partie : gardez cette page ouverte.",
  "net.handoverBad": "La partie reçue n’a pas passé la vérification : vous restez invité.",
  "net.seedBad": "La donne de cette partie ne se vérifie pas : la graine de l’hôte ne correspond pas aux parts tirées par chaque appareil. La donne n’est peut-être pas équitable.",
  "net.hostMark": "hôte",
};
