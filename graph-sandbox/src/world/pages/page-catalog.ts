/** Page names and categories of the world (fictional brands and media). Owner: index into the platform users. */
export interface PageSeed {
  name: string;
  category: string;
  about: string;
  /** Order of magnitude of the fan count. */
  scale: 'small' | 'medium' | 'large' | 'huge';
  owner?: 'dewi' | 'budi' | 'siti';
}

export const PAGE_SEEDS: readonly PageSeed[] = [
  { name: 'Batik Lestari', category: 'Clothing (Brand)', about: 'Batik tulis dan cap dari Solo sejak 1998.', scale: 'medium', owner: 'dewi' },
  { name: 'Lestari Japan', category: 'Clothing Store', about: 'Indonesian batik pop-up stores in Tokyo and Osaka.', scale: 'small', owner: 'dewi' },
  { name: 'Santoso Motor Parts', category: 'Automotive Parts Store', about: 'Suku cadang motor asli dan bergaransi.', scale: 'medium', owner: 'budi' },
  { name: 'Santoso Export', category: 'Wholesale & Supply Store', about: 'Motorcycle parts shipped from Surabaya worldwide.', scale: 'small', owner: 'budi' },
  { name: 'Kue Rahma', category: 'Bakery', about: 'Kue kering rumahan untuk Lebaran dan Natal.', scale: 'small', owner: 'siti' },
  { name: 'Kopi Senja Nusantara', category: 'Coffee Shop', about: 'Kopi lokal dari Aceh sampai Papua.', scale: 'large' },
  { name: 'Warung Rasa Bunda', category: 'Indonesian Restaurant', about: 'Masakan rumahan khas Padang dan Jawa.', scale: 'medium' },
  { name: 'Hijab Aruna', category: 'Clothing (Brand)', about: 'Hijab dan gamis modern untuk sehari-hari.', scale: 'large' },
  { name: 'Sepatu Lokal Bandung', category: 'Shoe Store', about: 'Sneakers buatan pengrajin Bandung.', scale: 'medium' },
  { name: 'Tenun Flores Collective', category: 'Arts & Crafts Store', about: 'Tenun ikat dari perajin Flores.', scale: 'small' },
  { name: 'Dapur Sehat Mama', category: 'Health/Beauty', about: 'Resep sehat dan MPASI untuk keluarga.', scale: 'large' },
  { name: 'Jelajah Nusantara', category: 'Travel Company', about: 'Paket wisata Bali, Lombok, Labuan Bajo, dan Raja Ampat.', scale: 'large' },
  { name: 'Gadget Pintar ID', category: 'Electronics Store', about: 'Review dan promo gadget terbaru.', scale: 'huge' },
  { name: 'Bola Mania Indonesia', category: 'Sports & Recreation', about: 'Kabar sepak bola Liga 1 dan Eropa.', scale: 'huge' },
  { name: 'Smash Badminton Club', category: 'Sports Club', about: 'Komunitas bulu tangkis Jakarta.', scale: 'medium' },
  { name: 'Glow Skin Lab', category: 'Beauty, Cosmetic & Personal Care', about: 'Skincare lokal untuk kulit tropis.', scale: 'large' },
  { name: 'Rumah Minimalis', category: 'Home Decor', about: 'Inspirasi rumah mungil dan furnitur lokal.', scale: 'large' },
  { name: 'Belajar Saham Harian', category: 'Financial Service', about: 'Edukasi investasi saham dan reksa dana.', scale: 'medium' },
  { name: 'Musik Indie Nusantara', category: 'Musician/Band', about: 'Kabar rilisan dan konser musik indie.', scale: 'medium' },
  { name: 'Drama Korea Lovers ID', category: 'Fan Page', about: 'Rekomendasi drakor setiap minggu.', scale: 'huge' },
  { name: 'Resep Nusantara', category: 'Media/News Company', about: 'Ribuan resep masakan Indonesia.', scale: 'huge' },
  { name: 'Otomotif Kita', category: 'Magazine', about: 'Berita mobil dan motor Indonesia.', scale: 'large' },
  { name: 'Pet Lovers Jakarta', category: 'Pet Supplies', about: 'Komunitas pecinta kucing dan anjing.', scale: 'medium' },
  { name: 'Mainan Edukasi Anak', category: 'Toy Store', about: 'Mainan kayu dan edukasi untuk balita.', scale: 'medium' },
  { name: 'Sunrise Yoga Bali', category: 'Yoga Studio', about: 'Yoga retreats in Ubud.', scale: 'small' },
  { name: 'Pacific Coast Outfitters', category: 'Outdoor & Sporting Goods Company', about: 'Gear for hiking and camping on the West Coast.', scale: 'medium' },
  { name: 'Brew & Bean Roasters', category: 'Coffee Shop', about: 'Small-batch coffee roasted in Portland.', scale: 'medium' },
  { name: 'Tech Deals Daily', category: 'Shopping & Retail', about: 'The best tech deals, every day.', scale: 'huge' },
  { name: 'Home Chef Weekly', category: 'Media/News Company', about: 'Weeknight recipes and meal plans.', scale: 'large' },
  { name: 'Runners of San Diego', category: 'Sports Club', about: 'Group runs every Saturday at sunrise.', scale: 'small' },
  { name: 'Tokyo Street Style', category: 'Fashion Model', about: 'Street fashion from Harajuku and Shibuya.', scale: 'large' },
  { name: 'Ramen Atlas', category: 'Japanese Restaurant', about: 'A guide to ramen shops across Japan.', scale: 'medium' },
  { name: 'Anime Pulse', category: 'Entertainment Website', about: 'Anime news, reviews and season charts.', scale: 'huge' },
  { name: 'Mindful Money', category: 'Financial Service', about: 'Personal finance for young families.', scale: 'medium' },
  { name: 'Little Explorers Learning', category: 'Education', about: 'Play-based learning ideas for toddlers.', scale: 'medium' },
  { name: 'Urban Garden Club', category: 'Garden Center', about: 'Grow vegetables on a balcony.', scale: 'small' },
  { name: 'Gamer Zone Asia', category: 'Gaming Video Creator', about: 'Mobile esports highlights from Southeast Asia.', scale: 'huge' },
  { name: 'Wedding Inspirasi', category: 'Wedding Planning Service', about: 'Ide pernikahan adat dan modern.', scale: 'large' },
  { name: 'Fit in 20', category: 'Fitness Trainer', about: 'Twenty-minute home workouts.', scale: 'large' },
  { name: 'Kampus Digital', category: 'Education', about: 'Kursus online desain, coding dan pemasaran digital.', scale: 'large' },
  { name: 'Healthy Paws Vet', category: 'Veterinarian', about: 'Veterinary advice for cats and dogs.', scale: 'small' },
  { name: 'Sambal Mbok Sri', category: 'Food & Beverage Company', about: 'Sambal botol resep turun-temurun.', scale: 'medium' },
];
