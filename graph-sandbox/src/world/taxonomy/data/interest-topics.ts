/**
 * The curated part of the interest tree: topic → group → items. Items are `|`-separated; an item written as
 * `Name: a, b, c` has children, which puts them one level deeper (path Interests › topic › group › item › child).
 */
export interface InterestTopic {
  topic: string;
  groups: ReadonlyArray<readonly [group: string, items: string]>;
}

export const INTEREST_TOPICS: readonly InterestTopic[] = [
  {
    topic: 'Shopping and fashion',
    groups: [
      ['Clothing', 'Dresses: Kebaya, Maxi dresses, Cocktail dresses, Sundresses|Jeans|T-shirts|Jackets|Sweaters|Skirts|Suits|Lingerie|Swimwear|Activewear|Sleepwear|Uniforms|Traditional clothing: Batik, Kebaya, Songket, Tenun ikat, Baju koko, Sarong, Kimono, Hanbok, Sari|Muslim clothing: Hijab, Gamis, Abaya, Mukena, Koko shirt|Outerwear|Workwear|Denim'],
      ['Fashion accessories', 'Handbags: Tote bags, Clutch bags, Backpacks, Crossbody bags|Jewelry: Earrings, Necklaces, Rings, Bracelets, Gold jewelry, Silver jewelry|Watches|Sunglasses|Hats|Scarves|Belts|Wallets|Hair accessories|Ties|Gloves'],
      ['Footwear', 'Sneakers|Boots|Sandals|Flip-flops|High-heeled shoes|Loafers|Running shoes|Slippers|Wedges|Oxford shoes|Espadrilles'],
      ['Beauty', 'Cosmetics: Lipstick, Mascara, Foundation, Eyeliner, Blush, Eyeshadow|Skin care: Sunscreen, Serum, Moisturizer, Facial cleanser, Face masks|Hair products: Shampoo, Hair coloring, Hair styling|Perfume|Nail polish|Tattoos|Beauty salons|Spas|Halal cosmetics|Natural skin care|K-beauty'],
      ['Shopping', 'Online shopping|Coupons|Discount stores|Boutiques|Shopping malls|Flash sales|Luxury goods|Second-hand goods|Marketplaces|Cash on delivery|Pre-order shopping|Wholesale|Thrift stores|Pasar malam|Department stores|Live shopping'],
      ['Toys', 'Educational toys|Dolls|Action figures|Board games|Puzzles|Building blocks|Remote control toys|Stuffed toys|Wooden toys|Outdoor toys'],
      ['Fashion design', 'Haute couture|Streetwear|Fast fashion|Sustainable fashion|Modest fashion|Vintage clothing|Fashion weeks|Fashion blogs|Fashion magazines|Tailoring'],
      ['Fashion', 'Men\'s fashion|Women\'s fashion|Children\'s fashion|Plus-size fashion|Teen fashion|Korean fashion|Japanese street fashion|Indonesian fashion'],
    ],
  },
  {
    topic: 'Food and drink',
    groups: [
      ['Cuisine', 'Indonesian cuisine: Nasi goreng, Rendang, Sate, Bakso, Gado-gado, Soto, Nasi padang, Martabak, Pempek, Rawon, Gudeg, Nasi uduk, Mie ayam, Bubur ayam, Siomay, Nasi liwet, Ayam geprek, Seblak, Batagor, Rujak, Pecel, Tempeh, Tofu|Japanese cuisine: Sushi, Ramen, Tempura, Udon, Onigiri, Takoyaki|Korean cuisine: Kimchi, Tteokbokki, Korean barbecue, Bibimbap|Chinese cuisine: Dim sum, Dumplings, Hot pot, Peking duck|Thai cuisine: Tom yum, Pad thai, Som tam|Italian cuisine: Pizza, Pasta, Risotto, Gelato|Indian cuisine: Biryani, Curry, Tandoori chicken|Mexican cuisine: Tacos, Burritos, Nachos|French cuisine|Middle Eastern cuisine: Kebab, Hummus, Falafel, Shawarma|American cuisine: Hamburgers, Fried chicken, Barbecue, Hot dogs|Vietnamese cuisine: Pho, Banh mi|Malaysian cuisine|Filipino cuisine|Turkish cuisine|Seafood|Street food|Fast food|Halal food'],
      ['Beverages', 'Coffee: Espresso, Latte, Cappuccino, Kopi susu, Cold brew, Kopi tubruk, Arabica coffee, Robusta coffee, Luwak coffee|Tea: Green tea, Matcha, Bubble tea, Es teh, Herbal tea, Jasmine tea, Teh tarik|Juice|Smoothies|Soft drinks|Energy drinks|Jamu|Mineral water|Hot chocolate|Milkshakes|Coconut water|Kombucha|Wine|Beer|Cocktails|Whisky'],
      ['Cooking', 'Baking: Bread, Cakes, Cookies, Kue kering, Kue lapis, Cupcakes, Brownies, Pastry|Recipes|Home cooking|Grilling|Meal prep|Slow cooking|Air fryer recipes|Cooking shows|Kitchen utensils|Cookbooks|Fermentation|Food photography'],
      ['Diets', 'Vegetarianism|Veganism|Ketogenic diet|Gluten-free diet|Paleo diet|Low-carb diet|Mediterranean diet|Intermittent fasting|Clean eating|Raw foodism|Dairy-free diet|Organic food'],
      ['Restaurants', 'Fine dining|Cafes|Coffeehouses|Food trucks|Buffets|Diners|Pizzerias|Steakhouses|Fast casual restaurants|Warung|Angkringan|Food courts|Bakeries|Dessert shops|Food delivery|Rooftop bars'],
      ['Desserts', 'Ice cream|Chocolate|Cheesecake|Pudding|Donuts|Es campur|Klepon|Pancakes|Waffles|Macarons|Mochi|Martabak manis|Churros|Tiramisu'],
      ['Food and drink', 'Snack foods|Frozen food|Condiments|Sambal|Spices|Fruit|Vegetables|Rice|Noodles|Instant noodles|Breakfast cereals|Dairy products|Nuts|Honey|Olive oil'],
    ],
  },
  {
    topic: 'Sports and outdoors',
    groups: [
      ['Sports', 'Association football: Liga 1 Indonesia, Premier League, La Liga, Serie A, Bundesliga, UEFA Champions League, FIFA World Cup, Futsal|Badminton: BWF World Tour, Thomas Cup, Uber Cup, All England Open|Basketball: NBA, IBL Indonesia, Streetball|Volleyball: Beach volleyball, Proliga|Tennis|Golf|Boxing|Mixed martial arts: UFC, ONE Championship|Pencak silat|Martial arts: Karate, Taekwondo, Judo, Kung fu, Muay Thai, Brazilian jiu-jitsu, Aikido, Capoeira|Motorsports: MotoGP, Formula One, Rally racing, Drag racing, Motocross|Cycling: Road cycling, Mountain biking, BMX, Fixed-gear bicycle|Swimming|Table tennis|Baseball|American football|Cricket|Rugby|Esports|Chess|Archery|Sepak takraw|Skateboarding|Surfing|Bowling|Billiards|Horse racing|Athletics|Gymnastics|Wrestling|Fencing|Rowing|Sailing|Ice hockey|Figure skating|Handball|Softball|Polo'],
      ['Outdoor recreation', 'Hiking|Camping: Glamping, Car camping, Backpacking|Fishing: Fly fishing, Sea fishing, Ice fishing|Mountain climbing|Rock climbing|Scuba diving|Snorkeling|Kayaking|Rafting|Paragliding|Hunting|Bird watching|Trail running|Off-roading|Canoeing|Stand up paddle boarding|Caving|Snowboarding|Skiing'],
      ['Sports fans', 'Football fans|Badminton fans|Basketball fans|MotoGP fans|Formula One fans|Esports fans|Boxing fans|Tennis fans|Golf fans|Volleyball fans'],
      ['Sports equipment', 'Sportswear|Bicycles|Fishing tackle|Camping equipment|Golf equipment|Badminton rackets|Football boots|Fitness trackers|Tennis rackets|Helmets|Diving equipment'],
    ],
  },
  {
    topic: 'Technology',
    groups: [
      ['Consumer electronics', 'Mobile phones: Smartphones, Android phones, iPhone, Foldable phones|Computers: Laptops, Desktop computers, Gaming laptops, Tablet computers|Televisions: Smart TVs, OLED TVs|Audio equipment: Headphones, Wireless earbuds, Bluetooth speakers, Soundbars|Cameras: Mirrorless cameras, Action cameras, DSLR cameras, Instant cameras|Wearable technology: Smartwatches, Fitness trackers, Smart glasses|Game consoles: PlayStation, Xbox, Nintendo Switch|Home appliances: Air purifiers, Robot vacuums, Rice cookers, Air fryers, Refrigerators, Washing machines, Air conditioners|Drones|E-readers|Power banks|Projectors|Printers'],
      ['Computers', 'Software: Operating systems, Antivirus software, Productivity software, Spreadsheets|Computer programming: Python, JavaScript, Java, TypeScript, Go, Rust, Kotlin, Swift, PHP, C++, SQL|Computer hardware: Graphics cards, Processors, Solid-state drives, Mechanical keyboards, Computer monitors|Computer networking|Computer security|Open source software|Linux|Cloud computing|Data science|Artificial intelligence: Machine learning, Deep learning, Chatbots, Generative AI|Web development|Mobile app development|Web hosting|Video games development'],
      ['Internet', 'Social media|Online games|Blogging|Podcasts|Search engines|Email|Web design|Streaming media|Video sharing|Online forums|Digital wallets|Mobile payments|Cryptocurrency|Internet of things|5G|Online learning'],
      ['Technology', 'Gadgets|Robotics|Virtual reality|Augmented reality|3D printing|Electric vehicles|Smart home|Space technology|Biotechnology|Nanotechnology|Renewable energy technology|Tech startups|Tech news'],
    ],
  },
  {
    topic: 'Business and industry',
    groups: [
      ['Business', 'Small business|Entrepreneurship|Startup company|Franchising|Home business|Freelancing|Business plans|Business networking|Business software|Management|Leadership|Human resources|Customer service|Productivity|Remote work|UMKM'],
      ['Advertising', 'Digital marketing: Social media marketing, Search engine optimization, Email marketing, Content marketing, Influencer marketing, Affiliate marketing, Online advertising, Marketing automation|Branding|Public relations|Copywriting|Market research|Graphic design|Packaging design|Video marketing|Event marketing'],
      ['Finance', 'Personal finance|Investment: Stocks, Mutual funds, Bonds, Gold investment, Real estate investing, Peer-to-peer lending, Index funds, Dividend investing|Banking|Insurance: Health insurance, Life insurance, Car insurance, Travel insurance|Credit cards|Loans|Accounting|Taxes|Financial planning|Retirement planning|Islamic banking|Fintech|Stock market|Foreign exchange market|Savings'],
      ['Industries', 'Agriculture: Organic farming, Hydroponics, Palm oil, Coffee farming, Aquaculture, Livestock|Construction|Manufacturing|Retail|E-commerce|Logistics|Real estate|Hospitality industry|Tourism|Healthcare industry|Mining|Oil and gas|Textile industry|Automotive industry|Aviation|Shipping|Telecommunications|Pharmaceutical industry|Food industry|Fisheries|Renewable energy|Education industry|Creative industry|Printing'],
      ['Careers', 'Job hunting|Internships|Civil service|Teaching|Nursing|Engineering|Law|Architecture|Journalism|Sales|Consulting|Interior design|Photography business|Social work'],
      ['Automotive', 'Cars: Sedans, SUVs, Minivans, Hatchbacks, Pickup trucks, Electric cars, Hybrid cars, Classic cars, Sports cars|Motorcycles: Scooters, Sport bikes, Cruiser motorcycles, Motorcycle touring, Custom motorcycles, Trail motorcycles, Electric motorcycles|Auto parts: Tires, Car batteries, Engine oil, Brake pads, Spark plugs, Car accessories, Motorcycle parts|Automobile repair shop|Car wash|Car rental|Used cars|Car modification|Ride-hailing|Trucks|Car audio|Motor oil|Car detailing'],
    ],
  },
  {
    topic: 'Entertainment',
    groups: [
      ['Movies', 'Action movies|Comedy movies|Horror movies|Romance movies|Drama movies|Documentary films|Animated movies|Science fiction movies|Fantasy movies|Thriller movies|Musical theatre|Bollywood|Indonesian films|Korean films|Anime movies|Superhero movies|Independent films|Cinema'],
      ['Music', 'Pop music: K-pop, J-pop, Indonesian pop, Indie pop|Dangdut: Dangdut koplo, Campursari|Rock music: Alternative rock, Hard rock, Punk rock, Indie rock|Hip hop music|Electronic music: EDM, House music, Techno, Lo-fi|Jazz|Classical music|Reggae|Blues|R&B|Heavy metal|Country music|Keroncong|Gamelan|Nasyid|Gospel music|Singing|Concerts|Music festivals|Karaoke|Musical instruments: Guitar, Piano, Drums, Violin, Ukulele, Angklung'],
      ['TV', 'TV comedies|TV dramas|Reality TV|TV talk shows|TV game shows|Sinetron|Korean dramas|Anime|Cartoons|TV news|Streaming series|Cooking shows on TV|Variety shows|Soap operas'],
      ['Games', 'Video games: Action games, Role-playing games, Strategy games, Battle royale games, Sports games, Racing games, Puzzle video games, Simulation games|Mobile games: MOBA games, Casual games, Idle games|PC games|Board games|Card games|Puzzles|Trivia|Esports tournaments|Game streaming|Gacha games'],
      ['Live events', 'Concert tours|Music festivals|Comedy clubs|Theatre|Dance performances|Opera|Circus|Film festivals|Trade shows|Car shows|Anime conventions|Food festivals'],
      ['Reading', 'Books: Novels, Comics, Manga, Webtoons, Poetry, Biographies, Self-help books, Children\'s books, E-books, Audiobooks|Magazines|Newspapers|Literature|Fan fiction|Wattpad stories|Mystery novels|Romance novels'],
      ['Entertainment', 'Celebrities|Influencers|Memes|Stand-up comedy|Magic|Dance: Hip-hop dance, K-pop dance, Ballet, Traditional dance|Photography|Vlogs|Short videos|Live streaming|Wayang|Puppetry'],
    ],
  },
  {
    topic: 'Family and relationships',
    groups: [
      ['Family', 'Parenting: Attachment parenting, Single parenting, Positive parenting, Co-parenting|Motherhood|Fatherhood|Babies: Baby food, Breastfeeding, Diapers, Baby clothes, Strollers, Baby care|Toddlers|Pregnancy|Adoption|Grandparents|Family vacations|Homeschooling|Large families|Stepfamilies'],
      ['Relationships', 'Dating|Marriage|Weddings: Wedding dresses, Wedding planning, Wedding photography, Engagement rings, Honeymoons, Traditional weddings|Friendship|Love|Long-distance relationships|Anniversaries|Romance|Online dating'],
      ['Home and garden', 'Home improvement|Interior design|Furniture: Sofas, Beds, Office chairs, Minimalist furniture|Gardening: Vegetable gardening, Indoor plants, Succulents, Orchids, Bonsai, Urban gardening|Home appliances|Cleaning|Do it yourself|Home decor|Housewares|Kitchen design|Real estate listings|Landscaping|Feng shui'],
      ['Pets', 'Cats: Persian cat, British Shorthair, Maine Coon, Kitten care|Dogs: Golden Retriever, Pomeranian, Siberian Husky, Shih Tzu, Puppy training|Fish: Aquariums, Koi, Betta fish, Aquascaping|Birds: Parrots, Lovebirds, Songbird contests|Rabbits|Hamsters|Reptiles|Pet food|Pet grooming|Veterinarians|Pet adoption'],
    ],
  },
  {
    topic: 'Fitness and wellness',
    groups: [
      ['Fitness', 'Bodybuilding|Weight training|Running: Marathons, Trail running, Fun runs|Yoga: Hatha yoga, Vinyasa yoga, Hot yoga, Prenatal yoga|Pilates|Aerobic exercise|Zumba|CrossFit|Calisthenics|High-intensity interval training|Physical exercise|Home workouts|Gyms|Personal trainers|Stretching|Senam aerobik|Spinning|Walking'],
      ['Wellness', 'Meditation|Mindfulness|Mental health|Sleep|Stress management|Self-care|Aromatherapy|Massage|Traditional medicine|Herbal medicine|Acupuncture|Reflexology|Spa treatments|Holistic health|Work-life balance'],
      ['Nutrition', 'Dietary supplements|Vitamins|Protein powder|Healthy eating|Weight loss|Weight gain|Superfoods|Nutrition facts|Meal replacement|Sports nutrition|Detox diets|Probiotics'],
      ['Health', 'Dental care|Eye care|Skin health|Heart health|Diabetes|Women\'s health|Men\'s health|Children\'s health|Elderly care|First aid|Public health|Hospitals|Telemedicine|Pharmacies|Halal health products'],
    ],
  },
  {
    topic: 'Hobbies and activities',
    groups: [
      ['Arts and music', 'Painting: Watercolor painting, Oil painting, Acrylic painting, Digital painting|Drawing: Sketching, Manga drawing, Illustration|Crafts: Knitting, Crochet, Sewing, Embroidery, Scrapbooking, Origami, Batik making, Candle making, Soap making, Macrame, Resin art|Sculpture|Pottery|Calligraphy: Arabic calligraphy, Hand lettering|Photography: Landscape photography, Portrait photography, Street photography, Mobile photography|Writing|Poetry|Acting|Theatre|Film making|Graphic novels|Handicraft|Textile arts|Woodworking'],
      ['Travel', 'Adventure travel|Air travel|Beaches|Budget travel|Cruises|Ecotourism|Hotels|Lakes|Mountains|Nature|Tourism|Vacations|Backpacking travel|Luxury travel|Road trips|Solo travel|Staycations|Umrah|Hajj|Religious tourism|Culinary tourism|Travel photography|Travel apps|Travel hacks|Theme parks|Resorts|Hostels|Villas|Mudik|Digital nomads'],
      ['Pets and animals', 'Animal welfare|Wildlife|Zoos|Horses|Farm animals|Marine life|Insects|Endangered species'],
      ['Politics and social issues', 'Charity and causes|Community issues|Environmentalism|Human rights|Volunteering|Sustainability|Climate change|Recycling|Zero waste|Education reform|Animal rights|Disaster relief'],
      ['Home and garden activities', 'Gardening tips|Home brewing|Collecting: Stamp collecting, Coin collecting, Action figure collecting, Vinyl records, Sneaker collecting, Die-cast models|Model building|Kite flying|Magic tricks|Puzzles and brain teasers|Genealogy|Astronomy|Amateur radio|Metal detecting'],
      ['Vehicles', 'Automobiles|Motorcycles|Boats|Aircraft|Bicycles|Scooters|Recreational vehicles|Classic vehicles|Electric bicycles'],
      ['Education', 'Online courses|Language learning: English language, Japanese language, Korean language, Arabic language, Mandarin Chinese, German language, French language|Higher education|Scholarships|Study abroad|Early childhood education|Mathematics|Science|History|Geography|Philosophy|Psychology|Economics|Religious studies|Quran recitation|Test preparation|Coding bootcamps|Tutoring'],
      ['Lifestyle and culture', 'Religion: Islam, Christianity, Hinduism, Buddhism, Catholicism|Ramadan|Eid al-Fitr|Christmas|Chinese New Year|Nyepi|Halloween|Valentine\'s Day|Minimalism|Vintage|Fashion events|Culture|Indonesian culture|Japanese culture|Korean culture|Street art|Urban culture|Heritage'],
    ],
  },
];
