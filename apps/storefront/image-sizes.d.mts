export declare const IMAGE_SIZES: {
  gallery: string;
  trendingCard: string;
  banner: string;
  gridCard: string;
};
