// The shop's own facts the VAT invoice prints (docs/nepal.md "VAT invoice"): name, address and PAN/VAT
// number. The demo shop's PAN is made up (nine digits, as Nepal's PANs are); a real shop writes its own into
// shop_settings.
export const SHOP_SETTINGS = [
  { key: 'name', value: 'Sajilo Trading Pvt. Ltd.' },
  { key: 'address', value: 'Tinkune, Subidhanagar, Kathmandu 44600' },
  { key: 'pan', value: '609876543' },
];
