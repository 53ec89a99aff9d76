/** What a shopper reads when the backend is down (5xx or no answer): src/i18n/locales/*.po `error.down`. */
export const SHOP_DOWN = "Our shop isn't answering right now. Please try again in a few minutes.";
export const SHOP_DOWN_BN = 'আমাদের দোকান এই মুহূর্তে সাড়া দিচ্ছে না। কয়েক মিনিট পরে আবার চেষ্টা করুন।';
