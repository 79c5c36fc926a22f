/**
 * A share card's size: 1.91:1, the large preview Facebook, WhatsApp and Telegram show. Its own module, so that a page
 * head can name it without loading the layout (share-card-layout.ts, loaded by the card's drawing only).
 */
export const shareCardWidth = 1200;
export const shareCardHeight = 630;
