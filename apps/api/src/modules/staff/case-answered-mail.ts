import type { TCaseOutcome, TLanguage } from '@portal/domain';
import { oneLine, renderFramedMail } from './mail-frame.ts';
import type { RenderedMail } from './rendered-mail.ts';

/**
 * The mail that tells a customer customer service acted on their case (docs/staff.md): a staff
 * reply (its text, as staff wrote it) or a new outcome. It names the case by its number and
 * links to its page in the requests mailbox, where the whole conversation is.
 */
export interface CaseAnsweredData {
  caseNumber: string;
  change: { kind: 'reply'; body: string; label: string } | { kind: 'outcome'; outcome: TCaseOutcome };
  /** The case's page: <PUBLIC_URL>/solicituts/<number>. */
  url: string;
  /** Whom to greet; the greeting has no name without it. */
  name?: string | undefined;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

interface CaseTexts {
  replySubject: (n: string) => string;
  outcomeSubject: (n: string) => string;
  replyIntro: (n: string, label: string) => string;
  outcomeIntro: (n: string) => string;
  outcomes: Record<TCaseOutcome, string>;
  action: string;
  automatic: string;
}

const TEXTS: Record<TLanguage, CaseTexts> = {
  'ca-ES': {
    replySubject: (n) => `Resposta a la vostra sol·licitud ${n}`,
    outcomeSubject: (n) => `La vostra sol·licitud ${n} ha canviat d'estat`,
    replyIntro: (n, label) => `${label} ha respost la vostra sol·licitud ${n}:`,
    outcomeIntro: (n) => `L'estat de la vostra sol·licitud ${n} ara és:`,
    outcomes: {
      accepted: 'Acceptada',
      denied: 'Denegada',
      additional_information_needed: 'Cal més informació',
      being_processed: "S'està tramitant",
      in_process: 'En curs',
    },
    action: 'Vegeu la sol·licitud',
    automatic: "Aquest missatge s'ha enviat automàticament; si us plau, no hi respongueu: responeu des de la sol·licitud al portal.",
  },
  'es-ES': {
    replySubject: (n) => `Respuesta a su solicitud ${n}`,
    outcomeSubject: (n) => `Su solicitud ${n} ha cambiado de estado`,
    replyIntro: (n, label) => `${label} ha respondido a su solicitud ${n}:`,
    outcomeIntro: (n) => `El estado de su solicitud ${n} ahora es:`,
    outcomes: {
      accepted: 'Aceptada',
      denied: 'Denegada',
      additional_information_needed: 'Se necesita más información',
      being_processed: 'En tramitación',
      in_process: 'En curso',
    },
    action: 'Ver la solicitud',
    automatic: 'Este mensaje se ha enviado automáticamente; por favor, no lo responda: responda desde la solicitud en el portal.',
  },
  'en-US': {
    replySubject: (n) => `Reply to your request ${n}`,
    outcomeSubject: (n) => `Your request ${n} has a new status`,
    replyIntro: (n, label) => `${label} has replied to your request ${n}:`,
    outcomeIntro: (n) => `The status of your request ${n} is now:`,
    outcomes: {
      accepted: 'Accepted',
      denied: 'Denied',
      additional_information_needed: 'Additional information needed',
      being_processed: 'Being processed',
      in_process: 'In process',
    },
    action: 'View the request',
    automatic: 'This message was sent automatically; please do not reply to it: reply from the request in the portal.',
  },
  'gl-ES': {
    replySubject: (n) => `Resposta á súa solicitude ${n}`,
    outcomeSubject: (n) => `A súa solicitude ${n} cambiou de estado`,
    replyIntro: (n, label) => `${label} respondeu á súa solicitude ${n}:`,
    outcomeIntro: (n) => `O estado da súa solicitude ${n} agora é:`,
    outcomes: {
      accepted: 'Aceptada',
      denied: 'Denegada',
      additional_information_needed: 'Precísase máis información',
      being_processed: 'En tramitación',
      in_process: 'En curso',
    },
    action: 'Ver a solicitude',
    automatic: 'Esta mensaxe enviouse automaticamente; por favor, non a responda: responda desde a solicitude no portal.',
  },
  'fr-FR': {
    replySubject: (n) => `Réponse à votre demande ${n}`,
    outcomeSubject: (n) => `Votre demande ${n} a changé de statut`,
    replyIntro: (n, label) => `${label} a répondu à votre demande ${n} :`,
    outcomeIntro: (n) => `Le statut de votre demande ${n} est désormais :`,
    outcomes: {
      accepted: 'Acceptée',
      denied: 'Refusée',
      additional_information_needed: 'Informations complémentaires nécessaires',
      being_processed: 'En cours de traitement',
      in_process: 'En cours',
    },
    action: 'Voir la demande',
    automatic: 'Ce message a été envoyé automatiquement ; merci de ne pas y répondre : répondez depuis la demande sur le portail.',
  },
  'de-DE': {
    replySubject: (n) => `Antwort auf Ihre Anfrage ${n}`,
    outcomeSubject: (n) => `Neuer Status Ihrer Anfrage ${n}`,
    replyIntro: (n, label) => `${label} hat auf Ihre Anfrage ${n} geantwortet:`,
    outcomeIntro: (n) => `Der Status Ihrer Anfrage ${n} lautet jetzt:`,
    outcomes: {
      accepted: 'Angenommen',
      denied: 'Abgelehnt',
      additional_information_needed: 'Weitere Informationen erforderlich',
      being_processed: 'In Bearbeitung',
      in_process: 'Eingegangen',
    },
    action: 'Anfrage ansehen',
    automatic: 'Diese Nachricht wurde automatisch versendet; bitte antworten Sie nicht darauf, sondern über die Anfrage im Portal.',
  },
};

/** The outcome as the mail names it, in the customer's language. */
export const caseOutcomeLabel = (outcome: TCaseOutcome, language: TLanguage): string => TEXTS[language].outcomes[outcome];

/**
 * The case's own words in the frame (mail-frame.ts). The automatic note is the case's own: it says
 * where to answer instead. The button has no fallback sentence, only the link under it.
 */
export function caseAnsweredTemplate(data: CaseAnsweredData, language: TLanguage): RenderedMail {
  const t = TEXTS[language];
  // The number comes from our sequence, but a subject is one header line whatever it holds.
  const number = oneLine(data.caseNumber);
  const { change } = data;
  const label = change.kind === 'reply' ? change.label.replace(/\s+/g, ' ').trim() : '';
  return renderFramedMail(
    {
      language,
      subject: change.kind === 'reply' ? t.replySubject(number) : t.outcomeSubject(number),
      name: data.name,
      organisation: data.organisation,
      automatic: t.automatic,
    },
    [
      { kind: 'paragraph', text: change.kind === 'reply' ? t.replyIntro(number, label) : t.outcomeIntro(number) },
      // The reply as staff wrote it (line breaks kept, every character escaped), or the new outcome.
      change.kind === 'reply' ? { kind: 'quote', text: change.body } : { kind: 'strong', text: caseOutcomeLabel(change.outcome, language) },
      { kind: 'action', label: t.action, url: data.url, fallback: false },
    ],
  );
}
