import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/** The buyer's receipt once an order is paid; the PDF with the tax breakdown is attached. */
export const orderReceiptTemplate = defineTemplate({
  name: 'order-receipt',
  subject: (locale, data) => {
    const number = need(data, 'purchaseIdentifier');
    return {
      es: `Recibo del pedido ${number}`,
      en: `Receipt for order ${number}`,
      ca: `Rebut de la comanda ${number}`,
      eu: `${number} eskaeraren ordainagiria`,
      gl: `Recibo do pedido ${number}`,
    }[locale];
  },
  text: (locale, data) => {
    const [club, number, total, link] = ['clubName', 'purchaseIdentifier', 'total', 'orderLink'].map((key) => need(data, key));
    return {
      es: `Gracias por tu compra en ${club}. Tu pedido ${number} está pagado (${total}). Adjuntamos el recibo en PDF con el desglose de impuestos. Puedes volver a ver el pedido aquí: ${link}`,
      en: `Thank you for buying from ${club}. Your order ${number} is paid (${total}). The PDF receipt with the tax breakdown is attached. You can see the order again here: ${link}`,
      ca: `Gràcies per la teva compra a ${club}. La comanda ${number} està pagada (${total}). T'adjuntem el rebut en PDF amb el desglossament d'impostos. Pots tornar a veure la comanda aquí: ${link}`,
      eu: `Eskerrik asko ${club}(e)n erosteagatik. Zure ${number} eskaera ordainduta dago (${total}). Zergen xehetasunak dituen PDF ordainagiria erantsita doa. Eskaera berriro hemen ikus dezakezu: ${link}`,
      gl: `Grazas pola túa compra en ${club}. O teu pedido ${number} está pagado (${total}). Achegamos o recibo en PDF co desglose de impostos. Podes volver ver o pedido aquí: ${link}`,
    }[locale];
  },
});
