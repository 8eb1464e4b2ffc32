// pdfkit's browser build takes its standard fonts as modules (pdfkit/standard-fonts/*); their
// data is opaque to the app, which only hands it to registerStdFonts.
declare module 'pdfkit/standard-fonts/Helvetica' {
  const font: object;
  export default font;
}
declare module 'pdfkit/standard-fonts/HelveticaBold' {
  const font: object;
  export default font;
}
