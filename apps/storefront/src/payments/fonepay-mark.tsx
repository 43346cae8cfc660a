// Fonepay's name as we write it (no third-party artwork): the word in its red, and "QR".
import styles from './fonepay-payment.module.css';

const NAME = 'fonepay';
const QR = 'QR';

export function FonepayMark() {
  return (
    <span className={styles.mark} aria-hidden="true">
      <span className={styles.markName}>{NAME}</span>
      <span className={styles.markQr}>{QR}</span>
    </span>
  );
}
