/**
 * The generator's own words per language: what invoices print, with several synonyms each so
 * a rule cannot lean on one spelling. Kept apart from the extractor's label data on purpose:
 * the two are written independently, and the held-out layouts use them in other places.
 */
export type Lang = 'en' | 'de' | 'fr' | 'nl' | 'it' | 'es';
export const LANGS: Lang[] = ['en', 'de', 'fr', 'nl', 'it', 'es'];

export interface Words {
  title: string[];
  credit: string[];
  number: string[];
  date: string[];
  due: string[];
  delivery: string[];
  period: string[];
  order: string[];
  customerNo: string[];
  billTo: string[];
  subtotal: string[];
  vat: string[];
  total: string[];
  terms: string[];
  vatId: string[];
  taxNo: string[];
  iban: string[];
  headers: string[][];
  page: string;
  thanks: string[];
  phone: string;
  director: string;
  months: string[];
}

export const WORDS: Record<Lang, Words> = {
  en: {
    title: ['INVOICE', 'Invoice', 'Tax Invoice', 'VAT INVOICE'],
    credit: ['CREDIT NOTE', 'Credit Note', 'Credit memo'],
    number: ['Invoice No.', 'Invoice number', 'Invoice #', 'Invoice no:', 'Number'],
    date: ['Invoice date', 'Date', 'Date of issue', 'Issue date', 'Invoice Date:'],
    due: ['Due date', 'Payment due', 'Due', 'Pay by', 'Due Date:'],
    delivery: ['Delivery date', 'Date of supply', 'Shipped'],
    period: ['Service period'],
    order: ['Order date', 'Order No.', 'PO number'],
    customerNo: ['Customer No.', 'Account number', 'Customer ID'],
    billTo: ['Bill to', 'Invoice to', 'Customer', 'Billed to', 'BILL TO:'],
    subtotal: ['Subtotal', 'Net amount', 'Total excl. VAT', 'Total net'],
    vat: ['VAT {r}%', 'Tax ({r}%)', 'VAT @ {r}%'],
    total: ['Total', 'Amount due', 'Total due', 'Grand total', 'Total incl. VAT', 'Balance due'],
    terms: ['Payment terms: {n} days', 'Please pay within {n} days.', 'Terms: Net {n}'],
    vatId: ['VAT No.', 'VAT Reg. No.', 'VAT ID:', 'VAT number'],
    taxNo: ['Company No.', 'Registered in England No.'],
    iban: ['IBAN', 'IBAN:'],
    headers: [
      ['Description', 'Qty', 'Unit price', 'Amount'],
      ['Item', 'Quantity', 'Rate', 'Line total'],
    ],
    page: 'Page 1 of 1',
    thanks: ['Thank you for your business.', 'Thanks for choosing us!'],
    phone: 'Tel.',
    director: 'Director',
    months:
      'January February March April May June July August September October November December'.split(
        ' ',
      ),
  },
  de: {
    title: ['RECHNUNG', 'Rechnung'],
    credit: ['Gutschrift', 'Rechnungskorrektur', 'GUTSCHRIFT'],
    number: ['Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.', 'Belegnummer', 'Re.-Nr.'],
    date: ['Rechnungsdatum', 'Datum', 'Belegdatum', 'Datum:'],
    due: ['Fällig am', 'Zahlbar bis', 'Fälligkeitsdatum', 'Fällig bis'],
    delivery: ['Lieferdatum', 'Leistungsdatum'],
    period: ['Leistungszeitraum'],
    order: ['Bestelldatum', 'Auftragsdatum'],
    customerNo: ['Kundennummer', 'Kunden-Nr.', 'Ihre Kundennr.'],
    billTo: ['Rechnungsempfänger', 'Rechnung an', 'Kunde', 'Rechnungsadresse'],
    subtotal: ['Nettobetrag', 'Summe netto', 'Zwischensumme', 'Gesamt netto'],
    vat: ['MwSt. {r} %', 'USt. {r}%', 'zzgl. {r}% USt.', 'Umsatzsteuer {r} %'],
    total: [
      'Gesamtbetrag',
      'Rechnungsbetrag',
      'Zahlbetrag',
      'Summe brutto',
      'Endbetrag',
      'Gesamt brutto',
    ],
    terms: [
      'Zahlbar innerhalb von {n} Tagen ohne Abzug.',
      'Zahlungsziel: {n} Tage netto',
      'Bitte überweisen Sie den Betrag innerhalb von {n} Tagen.',
    ],
    vatId: ['USt-IdNr.', 'USt-ID:', 'Umsatzsteuer-ID', 'USt.-ID-Nr.'],
    taxNo: ['Steuernummer', 'St.-Nr.'],
    iban: ['IBAN', 'IBAN:'],
    headers: [
      ['Beschreibung', 'Menge', 'Einzelpreis', 'Betrag'],
      ['Artikel', 'Anzahl', 'Preis', 'Gesamt'],
    ],
    page: 'Seite 1 von 1',
    thanks: ['Vielen Dank für Ihren Auftrag.', 'Wir danken für Ihr Vertrauen.'],
    phone: 'Telefon',
    director: 'Geschäftsführer',
    months:
      'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
        ' ',
      ),
  },
  fr: {
    title: ['FACTURE', 'Facture'],
    credit: ['AVOIR', 'Avoir', 'Facture d’avoir'],
    number: ['N° de facture', 'Facture n°', 'Numéro de facture', 'N° facture'],
    date: ['Date de facture', 'Date', "Date d'émission", 'Date de facturation'],
    due: ["Date d'échéance", 'Échéance', 'À payer avant le', 'Date limite de paiement'],
    delivery: ['Date de livraison', 'Date de prestation'],
    period: ['Période'],
    order: ['Date de commande', 'Bon de commande'],
    customerNo: ['N° client', 'Code client', 'Réf. client'],
    billTo: ['Client', 'Facturé à', 'Adresse de facturation', 'Destinataire'],
    subtotal: ['Total HT', 'Montant HT', 'Sous-total HT'],
    vat: ['TVA {r} %', 'TVA ({r}%)', 'Montant TVA {r}%'],
    total: ['Total TTC', 'Net à payer', 'Montant TTC', 'Total à payer', 'Montant total TTC'],
    terms: ['Paiement à {n} jours', 'Conditions de paiement : {n} jours', 'Payable sous {n} jours'],
    vatId: ['N° TVA intracommunautaire', 'TVA intracom. :', 'N° TVA'],
    taxNo: ['SIRET', 'RCS'],
    iban: ['IBAN', 'IBAN :'],
    headers: [
      ['Désignation', 'Qté', 'Prix unitaire', 'Montant HT'],
      ['Description', 'Quantité', 'P.U. HT', 'Total HT'],
    ],
    page: 'Page 1 / 1',
    thanks: ['Merci de votre confiance.', 'Merci pour votre commande.'],
    phone: 'Tél.',
    director: 'Gérant',
    months:
      'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
        ' ',
      ),
  },
  nl: {
    title: ['FACTUUR', 'Factuur'],
    credit: ['CREDITNOTA', 'Creditfactuur'],
    number: ['Factuurnummer', 'Factuurnr.', 'Factuur nr.'],
    date: ['Factuurdatum', 'Datum'],
    due: ['Vervaldatum', 'Te betalen voor', 'Uiterste betaaldatum'],
    delivery: ['Leverdatum'],
    period: ['Periode'],
    order: ['Besteldatum', 'Ordernummer'],
    customerNo: ['Klantnummer', 'Debiteurnummer'],
    billTo: ['Factuuradres', 'Klant', 'Aan'],
    subtotal: ['Subtotaal', 'Totaal excl. btw', 'Netto bedrag'],
    vat: ['BTW {r}%', 'btw {r}%'],
    total: ['Totaal', 'Te betalen', 'Totaal incl. btw', 'Totaalbedrag'],
    terms: ['Betaling binnen {n} dagen', 'Betalingstermijn: {n} dagen'],
    vatId: ['BTW-nummer', 'Btw-nr.', 'BTW nr:'],
    taxNo: ['KvK', 'KvK-nummer'],
    iban: ['IBAN', 'Bankrekening'],
    headers: [
      ['Omschrijving', 'Aantal', 'Prijs', 'Bedrag'],
      ['Product', 'Aantal', 'Stukprijs', 'Totaal'],
    ],
    page: 'Pagina 1 van 1',
    thanks: ['Bedankt voor uw bestelling.'],
    phone: 'Tel.',
    director: 'Directeur',
    months:
      'januari februari maart april mei juni juli augustus september oktober november december'.split(
        ' ',
      ),
  },
  it: {
    title: ['FATTURA', 'Fattura'],
    credit: ['NOTA DI CREDITO', 'Nota di credito'],
    number: ['Fattura n.', 'Numero fattura', 'N. fattura', 'Numero documento'],
    date: ['Data fattura', 'Data', 'Data documento', 'Data emissione'],
    due: ['Data scadenza', 'Scadenza', 'Scadenza pagamento'],
    delivery: ['Data consegna', 'Data DDT'],
    period: ['Periodo'],
    order: ['Data ordine', 'Ordine n.'],
    customerNo: ['Codice cliente', 'Cod. cliente'],
    billTo: ['Cliente', 'Destinatario', 'Spett.le', 'Intestatario'],
    subtotal: ['Imponibile', 'Totale imponibile', 'Subtotale'],
    vat: ['IVA {r}%', 'IVA al {r}%'],
    total: ['Totale fattura', 'Totale documento', 'Totale da pagare', 'Netto a pagare', 'Totale'],
    terms: ['Pagamento a {n} giorni', 'Pagamento entro {n} giorni data fattura'],
    vatId: ['P.IVA', 'Partita IVA', 'P. IVA:'],
    taxNo: ['Codice fiscale', 'C.F.'],
    iban: ['IBAN', 'IBAN:'],
    headers: [
      ['Descrizione', 'Q.tà', 'Prezzo', 'Importo'],
      ['Articolo', 'Quantità', 'Prezzo unitario', 'Totale'],
    ],
    page: 'Pagina 1 di 1',
    thanks: ['Grazie per la fiducia.'],
    phone: 'Tel.',
    director: 'Amministratore',
    months:
      'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(
        ' ',
      ),
  },
  es: {
    title: ['FACTURA', 'Factura'],
    credit: ['FACTURA RECTIFICATIVA', 'Nota de crédito', 'ABONO'],
    number: ['Nº factura', 'Número de factura', 'Factura nº', 'Nº de factura'],
    date: ['Fecha de factura', 'Fecha', 'Fecha de emisión', 'Fecha factura'],
    due: ['Fecha de vencimiento', 'Vencimiento', 'Fecha de pago'],
    delivery: ['Fecha de entrega', 'Fecha de servicio'],
    period: ['Periodo'],
    order: ['Fecha de pedido', 'Pedido nº'],
    customerNo: ['Nº cliente', 'Código cliente'],
    billTo: ['Cliente', 'Facturar a', 'Datos del cliente'],
    subtotal: ['Base imponible', 'Subtotal', 'Total sin IVA'],
    vat: ['IVA {r}%', 'IVA ({r}%)'],
    total: ['Total factura', 'Total', 'Importe total', 'Total a pagar'],
    terms: ['Pago a {n} días', 'Forma de pago: transferencia a {n} días'],
    vatId: ['NIF', 'CIF:', 'NIF-IVA'],
    taxNo: ['Registro Mercantil'],
    iban: ['IBAN', 'Cuenta IBAN:'],
    headers: [
      ['Concepto', 'Cantidad', 'Precio', 'Importe'],
      ['Descripción', 'Uds.', 'Precio unidad', 'Total'],
    ],
    page: 'Página 1 de 1',
    thanks: ['Gracias por su confianza.'],
    phone: 'Tel.',
    director: 'Administrador',
    months:
      'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
        ' ',
      ),
  },
};

export interface Country {
  code: string;
  lang: Lang;
  currency: string;
  vatRates: number[];
  forms: string[];
  streets: string[];
  cities: string[];
  postcode: () => string;
  /** Digits/letters pattern of a VAT id after the country prefix: 9 = digit, A = letter. */
  vatPattern: string | null;
  vatPrefix: string;
  dateFormats: string[];
  moneyStyle: 'dot-comma' | 'comma-dot' | 'space-comma' | 'apos-dot';
  symbolFirst: boolean;
}
