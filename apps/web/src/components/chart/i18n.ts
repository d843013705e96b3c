/** The `chart` namespace: the data table alternative of every chart. */
const de = {
  showTable: 'Daten als Tabelle anzeigen',
  hideTable: 'Tabelle ausblenden',
  category: 'Kategorie',
  value: 'Wert',
  noValue: '–',
  events: 'Ereignisse',
  loading: 'Diagramm wird geladen …',
};

const en: typeof de = {
  showTable: 'Show the data as a table',
  hideTable: 'Hide the table',
  category: 'Category',
  value: 'Value',
  noValue: '–',
  events: 'Events',
  loading: 'Loading chart …',
};

export const chartI18n = { de, en };
