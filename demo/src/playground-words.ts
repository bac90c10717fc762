/**
 * The playground's own words in the eight languages of the field's catalogues: the language
 * switch puts the whole form and verdict panel in the language chosen, not only the field. The
 * verdict itself comes from the catalogue (`bank-number/locales/*`) and the panel's words
 * (`verdict-view.ts`); the envelope in the JSON view stays the server's English.
 * @module
 */
import type { RequestWords } from './request-errors.ts';

/** Everything the playground says of its own. `{name}` placeholders are filled in. */
export interface PlaygroundWords {
  /** The page's heading. */
  title: string;
  /** The sentence under it; `{element}` is the element's tag, shown as code. */
  lead: string;
  numberHeading: string;
  language: string;
  format: string;
  detect: string;
  usRouting: string;
  ukSortCode: string;
  examples: string;
  aTypo: string;
  answerFrom: string;
  thisBrowser: string;
  theApi: string;
  validate: string;
  clear: string;
  verdict: string;
  nothingYet: string;
  rateLimit: string;
  envelope: string;
  envelopeLabel: string;
  copyJson: string;
  copied: string;
  copyFailed: string;
  askTheApi: string;
  numberChanged: string;
  checkedAsYouType: string;
  answeredHere: string;
  refusedHere: string;
  notCompletedHere: string;
  asking: string;
  fellBack: string;
  answeredByApi: string;
  apiRefused: string;
  /** With `{status}`. */
  apiAnswered: string;
  apiUnreachable: string;
  setBaseUrl: string;
  /** With `{url}`. */
  postWithoutKey: string;
  /** With `{url}`. */
  postWithKey: string;
  localHint: string;
  minuteWindow: string;
  dayWindow: string;
  /** Another window of the API's, with `{name}`. */
  otherWindow: string;
  /** With `{remaining}`, `{limit}` and `{duration}` (`23 hours, 28 minutes`). */
  windowLeft: string;
  /** The sentences of a refused or failed request. */
  request: RequestWords;
}

const en: PlaygroundWords = {
  title: 'Playground',
  lead:
    'Type a bank number: {element} checks it as you type, in this browser. Submit the form to see the verdict ' +
    'of the local SDK or of the API, as the same JSON envelope.',
  numberHeading: 'Number',
  language: 'Language',
  format: 'Format',
  detect: 'Detect',
  usRouting: 'US routing number',
  ukSortCode: 'UK sort code',
  examples: 'Examples:',
  aTypo: 'a typo',
  answerFrom: 'Answer from',
  thisBrowser: 'This browser (bank-number)',
  theApi: 'The API (bank-number/client)',
  validate: 'Validate',
  clear: 'Clear',
  verdict: 'Verdict',
  nothingYet: 'Nothing validated yet.',
  rateLimit: "Rate limit of the API's answer",
  envelope: 'Envelope',
  envelopeLabel: 'The envelope as JSON',
  copyJson: 'Copy JSON',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  askTheApi: 'Submit the form to ask the API.',
  numberChanged: 'The number changed.',
  checkedAsYouType: 'Checked as you type, in this browser.',
  answeredHere: 'Answered in this browser.',
  refusedHere: 'Refused in this browser.',
  notCompletedHere: 'The check could not be completed in this browser.',
  asking: 'Asking the API…',
  fellBack: 'The API could not be reached: this is the local answer.',
  answeredByApi: 'Answered by the API.',
  apiRefused: 'The API refused the request.',
  apiAnswered: 'The API answered {status}.',
  apiUnreachable: 'The API could not be reached.',
  setBaseUrl: 'To ask the API, set its base URL in the API panel at the top of the page.',
  postWithoutKey: 'POST {url} without a key (Open tier). Submit to ask.',
  postWithKey: 'POST {url} with the key. Submit to ask.',
  localHint: 'Validated as you type; nothing leaves this browser.',
  minuteWindow: 'minute window',
  dayWindow: 'day window',
  otherWindow: '{name} window',
  windowLeft: '{remaining} of {limit} left, resets in {duration}',
  request: {
    tooLong:
      'Not validated: the text is longer than 128 characters. No bank number is that long ' +
      '(the longest IBANs have 34 characters).',
    missing: 'Type a bank number first.',
    notAccepted: 'The request was not accepted: check the form and try again.',
    keyRequired: 'The API needs a key for this. Set one in the API panel at the top of the page.',
    needTier: 'This needs a {tiers} key.',
    needHigherTier: 'This needs a key of a higher tier.',
    currentTier: 'The key in use is a {tier} key.',
    setAnotherKey: 'Set another key in the API panel at the top of the page.',
    keyRefused: 'The API does not accept the key in use: it is unknown or has been revoked.',
    rateLimited: "The API's limit for this key is used up for now. Try again {when}.",
    later: 'later',
    serverError: 'The API ran into a problem on its side (HTTP {status}). Try again in a moment.',
    httpRefused: 'The API did not accept the request (HTTP {status}).',
    timeout: 'The API did not answer in time. Try again, or check its address in the API panel at the top of the page.',
    unreachable: 'The API could not be reached. Check its address in the API panel at the top of the page.',
    unknown: 'Something went wrong. Try again.',
  },
};

const de: PlaygroundWords = {
  title: 'Spielwiese',
  lead:
    'Geben Sie eine Bankverbindung ein: {element} prüft sie schon beim Tippen, in diesem Browser. Senden Sie das ' +
    'Formular ab, um das Ergebnis des lokalen SDK oder der API zu sehen, als dieselbe JSON-Antwort.',
  numberHeading: 'Nummer',
  language: 'Sprache',
  format: 'Format',
  detect: 'Erkennen',
  usRouting: 'US-Bankleitzahl (ABA)',
  ukSortCode: 'Britische Bankleitzahl (Sort Code)',
  examples: 'Beispiele:',
  aTypo: 'ein Tippfehler',
  answerFrom: 'Antwort von',
  thisBrowser: 'Diesem Browser (bank-number)',
  theApi: 'Der API (bank-number/client)',
  validate: 'Prüfen',
  clear: 'Leeren',
  verdict: 'Ergebnis',
  nothingYet: 'Noch nichts geprüft.',
  rateLimit: 'Ratenlimit der API-Antwort',
  envelope: 'JSON-Antwort',
  envelopeLabel: 'Die Antwort als JSON',
  copyJson: 'JSON kopieren',
  copied: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen',
  askTheApi: 'Senden Sie das Formular ab, um die API zu fragen.',
  numberChanged: 'Die Nummer hat sich geändert.',
  checkedAsYouType: 'Beim Tippen geprüft, in diesem Browser.',
  answeredHere: 'In diesem Browser beantwortet.',
  refusedHere: 'In diesem Browser abgelehnt.',
  notCompletedHere: 'Die Prüfung konnte in diesem Browser nicht abgeschlossen werden.',
  asking: 'Die API wird gefragt …',
  fellBack: 'Die API war nicht erreichbar: Dies ist die lokale Antwort.',
  answeredByApi: 'Von der API beantwortet.',
  apiRefused: 'Die API hat die Anfrage abgelehnt.',
  apiAnswered: 'Die API antwortete mit {status}.',
  apiUnreachable: 'Die API war nicht erreichbar.',
  setBaseUrl: 'Um die API zu fragen, tragen Sie ihre Basis-URL im API-Feld oben auf der Seite ein.',
  postWithoutKey: 'POST {url} ohne Schlüssel (Open-Tarif). Zum Fragen absenden.',
  postWithKey: 'POST {url} mit dem Schlüssel. Zum Fragen absenden.',
  localHint: 'Beim Tippen geprüft; nichts verlässt diesen Browser.',
  minuteWindow: 'Minutenfenster',
  dayWindow: 'Tagesfenster',
  otherWindow: 'Fenster {name}',
  windowLeft: '{remaining} von {limit} übrig, zurückgesetzt in {duration}',
  request: {
    tooLong:
      'Nicht geprüft: Der Text ist länger als 128 Zeichen. Keine Bankverbindung ist so lang ' +
      '(die längsten IBANs haben 34 Zeichen).',
    missing: 'Geben Sie zuerst eine Bankverbindung ein.',
    notAccepted: 'Die Anfrage wurde nicht angenommen: Prüfen Sie das Formular und versuchen Sie es erneut.',
    keyRequired: 'Die API braucht dafür einen Schlüssel. Tragen Sie einen im API-Feld oben auf der Seite ein.',
    needTier: 'Dafür braucht es einen Schlüssel des Tarifs {tiers}.',
    needHigherTier: 'Dafür braucht es einen Schlüssel eines höheren Tarifs.',
    currentTier: 'Der verwendete Schlüssel gehört zum Tarif {tier}.',
    setAnotherKey: 'Tragen Sie im API-Feld oben auf der Seite einen anderen ein.',
    keyRefused: 'Die API nimmt den verwendeten Schlüssel nicht an: Er ist unbekannt oder wurde widerrufen.',
    rateLimited: 'Das Limit der API für diesen Schlüssel ist vorerst ausgeschöpft. Versuchen Sie es {when} erneut.',
    later: 'später',
    serverError: 'Die API hatte ein Problem auf ihrer Seite (HTTP {status}). Versuchen Sie es gleich noch einmal.',
    httpRefused: 'Die API hat die Anfrage nicht angenommen (HTTP {status}).',
    timeout:
      'Die API hat nicht rechtzeitig geantwortet. Versuchen Sie es erneut oder prüfen Sie ihre Adresse im API-Feld ' +
      'oben auf der Seite.',
    unreachable: 'Die API war nicht erreichbar. Prüfen Sie ihre Adresse im API-Feld oben auf der Seite.',
    unknown: 'Etwas ist schiefgegangen. Versuchen Sie es erneut.',
  },
};

const fr: PlaygroundWords = {
  title: 'Bac à sable',
  lead:
    'Saisissez un numéro bancaire : {element} le vérifie pendant la saisie, dans ce navigateur. Envoyez le ' +
    'formulaire pour voir le verdict du SDK local ou de l’API, dans la même réponse JSON.',
  numberHeading: 'Numéro',
  language: 'Langue',
  format: 'Format',
  detect: 'Détecter',
  usRouting: 'Numéro ABA américain',
  ukSortCode: 'Sort code britannique',
  examples: 'Exemples :',
  aTypo: 'une faute de frappe',
  answerFrom: 'Réponse de',
  thisBrowser: 'Ce navigateur (bank-number)',
  theApi: 'L’API (bank-number/client)',
  validate: 'Valider',
  clear: 'Effacer',
  verdict: 'Verdict',
  nothingYet: 'Rien n’a encore été validé.',
  rateLimit: 'Limite de débit de la réponse de l’API',
  envelope: 'Réponse JSON',
  envelopeLabel: 'La réponse en JSON',
  copyJson: 'Copier le JSON',
  copied: 'Copié',
  copyFailed: 'Échec de la copie',
  askTheApi: 'Envoyez le formulaire pour interroger l’API.',
  numberChanged: 'Le numéro a changé.',
  checkedAsYouType: 'Vérifié pendant la saisie, dans ce navigateur.',
  answeredHere: 'Réponse de ce navigateur.',
  refusedHere: 'Refusé dans ce navigateur.',
  notCompletedHere: 'La vérification n’a pas pu aboutir dans ce navigateur.',
  asking: 'Interrogation de l’API…',
  fellBack: 'L’API est injoignable : voici la réponse locale.',
  answeredByApi: 'Réponse de l’API.',
  apiRefused: 'L’API a refusé la requête.',
  apiAnswered: 'L’API a répondu {status}.',
  apiUnreachable: 'L’API est injoignable.',
  setBaseUrl: 'Pour interroger l’API, indiquez son URL de base dans le panneau API en haut de la page.',
  postWithoutKey: 'POST {url} sans clé (niveau Open). Envoyez pour interroger.',
  postWithKey: 'POST {url} avec la clé. Envoyez pour interroger.',
  localHint: 'Validé pendant la saisie ; rien ne quitte ce navigateur.',
  minuteWindow: 'fenêtre d’une minute',
  dayWindow: 'fenêtre d’un jour',
  otherWindow: 'fenêtre {name}',
  windowLeft: '{remaining} sur {limit} restants, remise à zéro dans {duration}',
  request: {
    tooLong:
      'Non validé : le texte dépasse 128 caractères. Aucun numéro bancaire n’est aussi long ' +
      '(les IBAN les plus longs ont 34 caractères).',
    missing: 'Saisissez d’abord un numéro bancaire.',
    notAccepted: 'La requête n’a pas été acceptée : vérifiez le formulaire et réessayez.',
    keyRequired: 'L’API demande une clé pour cela. Indiquez-en une dans le panneau API en haut de la page.',
    needTier: 'Il faut pour cela une clé {tiers}.',
    needHigherTier: 'Il faut pour cela une clé d’un niveau supérieur.',
    currentTier: 'La clé utilisée est une clé {tier}.',
    setAnotherKey: 'Indiquez-en une autre dans le panneau API en haut de la page.',
    keyRefused: 'L’API n’accepte pas la clé utilisée : elle est inconnue ou a été révoquée.',
    rateLimited: 'La limite de l’API pour cette clé est atteinte pour l’instant. Réessayez {when}.',
    later: 'plus tard',
    serverError: 'L’API a rencontré un problème de son côté (HTTP {status}). Réessayez dans un instant.',
    httpRefused: 'L’API n’a pas accepté la requête (HTTP {status}).',
    timeout:
      'L’API n’a pas répondu à temps. Réessayez, ou vérifiez son adresse dans le panneau API en haut de la page.',
    unreachable: 'L’API est injoignable. Vérifiez son adresse dans le panneau API en haut de la page.',
    unknown: 'Une erreur s’est produite. Réessayez.',
  },
};

const es: PlaygroundWords = {
  title: 'Zona de pruebas',
  lead:
    'Escriba un número bancario: {element} lo comprueba mientras escribe, en este navegador. Envíe el formulario ' +
    'para ver el resultado del SDK local o de la API, en la misma respuesta JSON.',
  numberHeading: 'Número',
  language: 'Idioma',
  format: 'Formato',
  detect: 'Detectar',
  usRouting: 'Número ABA de EE. UU.',
  ukSortCode: 'Sort code británico',
  examples: 'Ejemplos:',
  aTypo: 'una errata',
  answerFrom: 'Respuesta de',
  thisBrowser: 'Este navegador (bank-number)',
  theApi: 'La API (bank-number/client)',
  validate: 'Validar',
  clear: 'Borrar',
  verdict: 'Resultado',
  nothingYet: 'Todavía no se ha validado nada.',
  rateLimit: 'Límite de peticiones de la respuesta de la API',
  envelope: 'Respuesta JSON',
  envelopeLabel: 'La respuesta en JSON',
  copyJson: 'Copiar JSON',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar',
  askTheApi: 'Envíe el formulario para consultar la API.',
  numberChanged: 'El número ha cambiado.',
  checkedAsYouType: 'Comprobado mientras escribe, en este navegador.',
  answeredHere: 'Respondido en este navegador.',
  refusedHere: 'Rechazado en este navegador.',
  notCompletedHere: 'No se pudo completar la comprobación en este navegador.',
  asking: 'Consultando la API…',
  fellBack: 'No se pudo contactar con la API: esta es la respuesta local.',
  answeredByApi: 'Respondido por la API.',
  apiRefused: 'La API rechazó la solicitud.',
  apiAnswered: 'La API respondió {status}.',
  apiUnreachable: 'No se pudo contactar con la API.',
  setBaseUrl: 'Para consultar la API, indique su URL base en el panel API de la parte superior de la página.',
  postWithoutKey: 'POST {url} sin clave (nivel Open). Envíe para consultar.',
  postWithKey: 'POST {url} con la clave. Envíe para consultar.',
  localHint: 'Se valida mientras escribe; nada sale de este navegador.',
  minuteWindow: 'ventana de un minuto',
  dayWindow: 'ventana de un día',
  otherWindow: 'ventana {name}',
  windowLeft: 'quedan {remaining} de {limit}, se reinicia en {duration}',
  request: {
    tooLong:
      'No validado: el texto tiene más de 128 caracteres. Ningún número bancario es tan largo ' +
      '(los IBAN más largos tienen 34 caracteres).',
    missing: 'Escriba primero un número bancario.',
    notAccepted: 'La solicitud no fue aceptada: revise el formulario e inténtelo de nuevo.',
    keyRequired: 'La API necesita una clave para esto. Indique una en el panel API de la parte superior de la página.',
    needTier: 'Esto requiere una clave {tiers}.',
    needHigherTier: 'Esto requiere una clave de un nivel superior.',
    currentTier: 'La clave en uso es una clave {tier}.',
    setAnotherKey: 'Indique otra en el panel API de la parte superior de la página.',
    keyRefused: 'La API no acepta la clave en uso: es desconocida o ha sido revocada.',
    rateLimited: 'El límite de la API para esta clave se ha agotado por ahora. Inténtelo de nuevo {when}.',
    later: 'más tarde',
    serverError: 'La API tuvo un problema por su parte (HTTP {status}). Inténtelo de nuevo en un momento.',
    httpRefused: 'La API no aceptó la solicitud (HTTP {status}).',
    timeout:
      'La API no respondió a tiempo. Inténtelo de nuevo o revise su dirección en el panel API de la parte ' +
      'superior de la página.',
    unreachable:
      'No se pudo contactar con la API. Revise su dirección en el panel API de la parte superior de la página.',
    unknown: 'Algo salió mal. Inténtelo de nuevo.',
  },
};

const it: PlaygroundWords = {
  title: 'Area di prova',
  lead:
    'Scrivi un numero bancario: {element} lo verifica mentre scrivi, in questo browser. Invia il modulo per ' +
    'vedere l’esito dell’SDK locale o dell’API, nella stessa risposta JSON.',
  numberHeading: 'Numero',
  language: 'Lingua',
  format: 'Formato',
  detect: 'Rileva',
  usRouting: 'Numero ABA statunitense',
  ukSortCode: 'Sort code britannico',
  examples: 'Esempi:',
  aTypo: 'un errore di battitura',
  answerFrom: 'Risposta da',
  thisBrowser: 'Questo browser (bank-number)',
  theApi: 'L’API (bank-number/client)',
  validate: 'Verifica',
  clear: 'Cancella',
  verdict: 'Esito',
  nothingYet: 'Nessuna verifica finora.',
  rateLimit: 'Limite di richieste della risposta dell’API',
  envelope: 'Risposta JSON',
  envelopeLabel: 'La risposta in JSON',
  copyJson: 'Copia JSON',
  copied: 'Copiato',
  copyFailed: 'Copia non riuscita',
  askTheApi: 'Invia il modulo per interrogare l’API.',
  numberChanged: 'Il numero è cambiato.',
  checkedAsYouType: 'Verificato durante la digitazione, in questo browser.',
  answeredHere: 'Risposta di questo browser.',
  refusedHere: 'Rifiutato in questo browser.',
  notCompletedHere: 'La verifica non è stata completata in questo browser.',
  asking: 'Interrogazione dell’API…',
  fellBack: 'L’API non è raggiungibile: questa è la risposta locale.',
  answeredByApi: 'Risposta dell’API.',
  apiRefused: 'L’API ha rifiutato la richiesta.',
  apiAnswered: 'L’API ha risposto {status}.',
  apiUnreachable: 'L’API non è raggiungibile.',
  setBaseUrl: 'Per interrogare l’API, imposta il suo URL di base nel pannello API in cima alla pagina.',
  postWithoutKey: 'POST {url} senza chiave (livello Open). Invia per chiedere.',
  postWithKey: 'POST {url} con la chiave. Invia per chiedere.',
  localHint: 'Verificato durante la digitazione; nulla lascia questo browser.',
  minuteWindow: 'finestra di un minuto',
  dayWindow: 'finestra di un giorno',
  otherWindow: 'finestra {name}',
  windowLeft: '{remaining} di {limit} rimasti, si azzera tra {duration}',
  request: {
    tooLong:
      'Non verificato: il testo supera i 128 caratteri. Nessun numero bancario è così lungo ' +
      '(gli IBAN più lunghi hanno 34 caratteri).',
    missing: 'Scrivi prima un numero bancario.',
    notAccepted: 'La richiesta non è stata accettata: controlla il modulo e riprova.',
    keyRequired: 'Per questo l’API richiede una chiave. Impostane una nel pannello API in cima alla pagina.',
    needTier: 'Serve una chiave {tiers}.',
    needHigherTier: 'Serve una chiave di un livello superiore.',
    currentTier: 'La chiave in uso è una chiave {tier}.',
    setAnotherKey: 'Impostane un’altra nel pannello API in cima alla pagina.',
    keyRefused: 'L’API non accetta la chiave in uso: è sconosciuta o è stata revocata.',
    rateLimited: 'Il limite dell’API per questa chiave è esaurito per ora. Riprova {when}.',
    later: 'più tardi',
    serverError: 'L’API ha avuto un problema dalla sua parte (HTTP {status}). Riprova tra un momento.',
    httpRefused: 'L’API non ha accettato la richiesta (HTTP {status}).',
    timeout:
      'L’API non ha risposto in tempo. Riprova, o controlla il suo indirizzo nel pannello API in cima alla pagina.',
    unreachable: 'L’API non è raggiungibile. Controlla il suo indirizzo nel pannello API in cima alla pagina.',
    unknown: 'Qualcosa è andato storto. Riprova.',
  },
};

const nl: PlaygroundWords = {
  title: 'Speeltuin',
  lead:
    'Typ een banknummer: {element} controleert het tijdens het typen, in deze browser. Verstuur het formulier om ' +
    'het resultaat van de lokale SDK of van de API te zien, als hetzelfde JSON-antwoord.',
  numberHeading: 'Nummer',
  language: 'Taal',
  format: 'Formaat',
  detect: 'Herkennen',
  usRouting: 'Amerikaans ABA-nummer',
  ukSortCode: 'Britse sortcode',
  examples: 'Voorbeelden:',
  aTypo: 'een tikfout',
  answerFrom: 'Antwoord van',
  thisBrowser: 'Deze browser (bank-number)',
  theApi: 'De API (bank-number/client)',
  validate: 'Controleren',
  clear: 'Wissen',
  verdict: 'Resultaat',
  nothingYet: 'Nog niets gecontroleerd.',
  rateLimit: 'Limiet van het API-antwoord',
  envelope: 'JSON-antwoord',
  envelopeLabel: 'Het antwoord als JSON',
  copyJson: 'JSON kopiëren',
  copied: 'Gekopieerd',
  copyFailed: 'Kopiëren mislukt',
  askTheApi: 'Verstuur het formulier om de API te vragen.',
  numberChanged: 'Het nummer is gewijzigd.',
  checkedAsYouType: 'Gecontroleerd tijdens het typen, in deze browser.',
  answeredHere: 'Beantwoord in deze browser.',
  refusedHere: 'Geweigerd in deze browser.',
  notCompletedHere: 'De controle kon in deze browser niet worden afgerond.',
  asking: 'De API wordt gevraagd…',
  fellBack: 'De API was niet bereikbaar: dit is het lokale antwoord.',
  answeredByApi: 'Beantwoord door de API.',
  apiRefused: 'De API heeft het verzoek geweigerd.',
  apiAnswered: 'De API antwoordde {status}.',
  apiUnreachable: 'De API was niet bereikbaar.',
  setBaseUrl: 'Stel de basis-URL van de API in via het API-paneel bovenaan de pagina om de API te vragen.',
  postWithoutKey: 'POST {url} zonder sleutel (Open-niveau). Verstuur om te vragen.',
  postWithKey: 'POST {url} met de sleutel. Verstuur om te vragen.',
  localHint: 'Gecontroleerd tijdens het typen; niets verlaat deze browser.',
  minuteWindow: 'minuutvenster',
  dayWindow: 'dagvenster',
  otherWindow: 'venster {name}',
  windowLeft: '{remaining} van {limit} over, teruggezet over {duration}',
  request: {
    tooLong:
      'Niet gecontroleerd: de tekst is langer dan 128 tekens. Geen banknummer is zo lang ' +
      '(de langste IBAN’s hebben 34 tekens).',
    missing: 'Typ eerst een banknummer.',
    notAccepted: 'Het verzoek is niet aanvaard: controleer het formulier en probeer het opnieuw.',
    keyRequired: 'De API heeft hiervoor een sleutel nodig. Stel er een in via het API-paneel bovenaan de pagina.',
    needTier: 'Hiervoor is een {tiers}-sleutel nodig.',
    needHigherTier: 'Hiervoor is een sleutel van een hoger niveau nodig.',
    currentTier: 'De gebruikte sleutel is een {tier}-sleutel.',
    setAnotherKey: 'Stel een andere in via het API-paneel bovenaan de pagina.',
    keyRefused: 'De API aanvaardt de gebruikte sleutel niet: die is onbekend of ingetrokken.',
    rateLimited: 'De limiet van de API voor deze sleutel is voorlopig bereikt. Probeer het {when} opnieuw.',
    later: 'later',
    serverError: 'De API had een probleem aan haar kant (HTTP {status}). Probeer het zo opnieuw.',
    httpRefused: 'De API heeft het verzoek niet aanvaard (HTTP {status}).',
    timeout:
      'De API antwoordde niet op tijd. Probeer het opnieuw, of controleer het adres in het API-paneel bovenaan de pagina.',
    unreachable: 'De API was niet bereikbaar. Controleer het adres in het API-paneel bovenaan de pagina.',
    unknown: 'Er ging iets mis. Probeer het opnieuw.',
  },
};

const pl: PlaygroundWords = {
  title: 'Piaskownica',
  lead:
    'Wpisz numer bankowy: {element} sprawdza go podczas pisania, w tej przeglądarce. Wyślij formularz, aby ' +
    'zobaczyć wynik lokalnego SDK albo API, jako tę samą odpowiedź JSON.',
  numberHeading: 'Numer',
  language: 'Język',
  format: 'Format',
  detect: 'Wykryj',
  usRouting: 'Amerykański numer ABA',
  ukSortCode: 'Brytyjski sort code',
  examples: 'Przykłady:',
  aTypo: 'literówka',
  answerFrom: 'Odpowiedź z',
  thisBrowser: 'Tej przeglądarki (bank-number)',
  theApi: 'API (bank-number/client)',
  validate: 'Sprawdź',
  clear: 'Wyczyść',
  verdict: 'Wynik',
  nothingYet: 'Jeszcze nic nie sprawdzono.',
  rateLimit: 'Limit zapytań w odpowiedzi API',
  envelope: 'Odpowiedź JSON',
  envelopeLabel: 'Odpowiedź jako JSON',
  copyJson: 'Kopiuj JSON',
  copied: 'Skopiowano',
  copyFailed: 'Nie udało się skopiować',
  askTheApi: 'Wyślij formularz, aby zapytać API.',
  numberChanged: 'Numer się zmienił.',
  checkedAsYouType: 'Sprawdzono podczas pisania, w tej przeglądarce.',
  answeredHere: 'Odpowiedź z tej przeglądarki.',
  refusedHere: 'Odrzucono w tej przeglądarce.',
  notCompletedHere: 'Nie udało się dokończyć sprawdzania w tej przeglądarce.',
  asking: 'Pytanie API…',
  fellBack: 'Nie udało się połączyć z API: to odpowiedź lokalna.',
  answeredByApi: 'Odpowiedź z API.',
  apiRefused: 'API odrzuciło zapytanie.',
  apiAnswered: 'API odpowiedziało kodem {status}.',
  apiUnreachable: 'Nie udało się połączyć z API.',
  setBaseUrl: 'Aby zapytać API, ustaw jego bazowy URL w panelu API u góry strony.',
  postWithoutKey: 'POST {url} bez klucza (poziom Open). Wyślij, aby zapytać.',
  postWithKey: 'POST {url} z kluczem. Wyślij, aby zapytać.',
  localHint: 'Sprawdzane podczas pisania; nic nie opuszcza tej przeglądarki.',
  minuteWindow: 'okno minutowe',
  dayWindow: 'okno dzienne',
  otherWindow: 'okno {name}',
  windowLeft: 'zostało {remaining} z {limit}, reset za {duration}',
  request: {
    tooLong:
      'Nie sprawdzono: tekst ma ponad 128 znaków. Żaden numer bankowy nie jest tak długi ' +
      '(najdłuższe numery IBAN mają 34 znaki).',
    missing: 'Najpierw wpisz numer bankowy.',
    notAccepted: 'Zapytanie nie zostało przyjęte: sprawdź formularz i spróbuj ponownie.',
    keyRequired: 'API wymaga do tego klucza. Ustaw go w panelu API u góry strony.',
    needTier: 'Wymaga to klucza {tiers}.',
    needHigherTier: 'Wymaga to klucza wyższego poziomu.',
    currentTier: 'Używany klucz to klucz {tier}.',
    setAnotherKey: 'Ustaw inny w panelu API u góry strony.',
    keyRefused: 'API nie przyjmuje używanego klucza: jest nieznany albo został unieważniony.',
    rateLimited: 'Limit API dla tego klucza jest na razie wyczerpany. Spróbuj ponownie {when}.',
    later: 'później',
    serverError: 'API napotkało problem po swojej stronie (HTTP {status}). Spróbuj ponownie za chwilę.',
    httpRefused: 'API nie przyjęło zapytania (HTTP {status}).',
    timeout: 'API nie odpowiedziało na czas. Spróbuj ponownie albo sprawdź jego adres w panelu API u góry strony.',
    unreachable: 'Nie udało się połączyć z API. Sprawdź jego adres w panelu API u góry strony.',
    unknown: 'Coś poszło nie tak. Spróbuj ponownie.',
  },
};

const pt: PlaygroundWords = {
  title: 'Área de testes',
  lead:
    'Escreva um número bancário: {element} verifica-o enquanto escreve, neste navegador. Envie o formulário para ' +
    'ver o resultado do SDK local ou da API, na mesma resposta JSON.',
  numberHeading: 'Número',
  language: 'Idioma',
  format: 'Formato',
  detect: 'Detetar',
  usRouting: 'Número ABA dos EUA',
  ukSortCode: 'Sort code britânico',
  examples: 'Exemplos:',
  aTypo: 'um erro de escrita',
  answerFrom: 'Resposta de',
  thisBrowser: 'Este navegador (bank-number)',
  theApi: 'A API (bank-number/client)',
  validate: 'Validar',
  clear: 'Limpar',
  verdict: 'Resultado',
  nothingYet: 'Ainda nada foi validado.',
  rateLimit: 'Limite de pedidos da resposta da API',
  envelope: 'Resposta JSON',
  envelopeLabel: 'A resposta em JSON',
  copyJson: 'Copiar JSON',
  copied: 'Copiado',
  copyFailed: 'Falha ao copiar',
  askTheApi: 'Envie o formulário para consultar a API.',
  numberChanged: 'O número mudou.',
  checkedAsYouType: 'Verificado enquanto escreve, neste navegador.',
  answeredHere: 'Respondido neste navegador.',
  refusedHere: 'Recusado neste navegador.',
  notCompletedHere: 'Não foi possível concluir a verificação neste navegador.',
  asking: 'A consultar a API…',
  fellBack: 'Não foi possível contactar a API: esta é a resposta local.',
  answeredByApi: 'Respondido pela API.',
  apiRefused: 'A API recusou o pedido.',
  apiAnswered: 'A API respondeu {status}.',
  apiUnreachable: 'Não foi possível contactar a API.',
  setBaseUrl: 'Para consultar a API, defina o URL base no painel API no topo da página.',
  postWithoutKey: 'POST {url} sem chave (nível Open). Envie para consultar.',
  postWithKey: 'POST {url} com a chave. Envie para consultar.',
  localHint: 'Validado enquanto escreve; nada sai deste navegador.',
  minuteWindow: 'janela de um minuto',
  dayWindow: 'janela de um dia',
  otherWindow: 'janela {name}',
  windowLeft: 'restam {remaining} de {limit}, reinicia dentro de {duration}',
  request: {
    tooLong:
      'Não validado: o texto tem mais de 128 caracteres. Nenhum número bancário é tão longo ' +
      '(os IBAN mais longos têm 34 caracteres).',
    missing: 'Escreva primeiro um número bancário.',
    notAccepted: 'O pedido não foi aceite: verifique o formulário e tente de novo.',
    keyRequired: 'A API precisa de uma chave para isto. Defina uma no painel API no topo da página.',
    needTier: 'Isto requer uma chave {tiers}.',
    needHigherTier: 'Isto requer uma chave de um nível superior.',
    currentTier: 'A chave em uso é uma chave {tier}.',
    setAnotherKey: 'Defina outra no painel API no topo da página.',
    keyRefused: 'A API não aceita a chave em uso: é desconhecida ou foi revogada.',
    rateLimited: 'O limite da API para esta chave está esgotado por agora. Tente de novo {when}.',
    later: 'mais tarde',
    serverError: 'A API teve um problema do seu lado (HTTP {status}). Tente de novo daqui a pouco.',
    httpRefused: 'A API não aceitou o pedido (HTTP {status}).',
    timeout: 'A API não respondeu a tempo. Tente de novo, ou verifique o endereço no painel API no topo da página.',
    unreachable: 'Não foi possível contactar a API. Verifique o endereço no painel API no topo da página.',
    unknown: 'Algo correu mal. Tente de novo.',
  },
};

/** The playground's words by language: the languages of the field's catalogues. */
export const PLAYGROUND_WORDS: Readonly<Record<string, PlaygroundWords>> = { en, de, fr, es, it, nl, pl, pt };

/** The words of `language`, or English for a language without them. */
export function playgroundWords(language: string): PlaygroundWords {
  return PLAYGROUND_WORDS[language.toLowerCase().split('-')[0] ?? 'en'] ?? en;
}

/** `{name}` placeholders of `template` filled in from `values`. */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A duration as a person says it, in `language`: `42 seconds`, `14 minutes, 5 seconds`,
 * `23 hours, 28 minutes` (`23 Stunden, 28 Minuten`), never 84,519 seconds.
 * @example durationText(84_519, 'de') // '23 Stunden, 28 Minuten'
 */
export function durationText(seconds: number, language: string): string {
  const whole = Math.max(0, Math.round(seconds));
  const unit = (value: number, name: 'hour' | 'minute' | 'second'): string =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts: string[] = [];
  if (whole >= 3600) {
    parts.push(unit(Math.floor(whole / 3600), 'hour'));
    const minutes = Math.floor((whole % 3600) / 60);
    if (minutes > 0) parts.push(unit(minutes, 'minute'));
  } else if (whole >= 60) {
    parts.push(unit(Math.floor(whole / 60), 'minute'));
    if (whole % 60 > 0) parts.push(unit(whole % 60, 'second'));
  } else {
    parts.push(unit(whole, 'second'));
  }
  return new Intl.ListFormat(language, { style: 'long', type: 'unit' }).format(parts);
}
