import type { SiteCopy } from "./layouts/kit.ts";
import type { LayoutName } from "./layouts/registry.ts";

/**
 * The themes of the local asset host: our own names and words, one per kind of site, each
 * drawn in one of the layouts of layouts/registry.ts (spread so that neighbours in the gallery
 * differ) with its own palette (palette.ts) and a serif or sans-serif feel.
 */
export interface Theme extends SiteCopy {
  id: number;
  layout: LayoutName;
  /** The gallery's group, by what the sample site is for: a visitor filters the gallery by it. */
  category: ThemeCategory;
}

/** The groups of the gallery; each theme is in one. */
type ThemeCategory = "Business" | "Store" | "Restaurant" | "Portfolio" | "Blog" | "Events" | "Community";

export const THEMES: readonly Theme[] = [
  {
    id: 101,
    picture: "harbor",
    category: "Restaurant",
    name: "Harbor Café",
    kind: "Restaurant",
    layout: "menu",
    font: "serif",
    tagline: "Fresh fish, slow coffee, open every day by the water.",
    about:
      "A small dining room on the old quay, with twelve tables, one long counter and a view of the boats coming in. We cook what the morning's catch and the farms up the valley bring us, and we roast our own coffee in the back every Tuesday.",
    detail: "Open every day, 8 am – 10 pm",
    action: "Book a table",
    itemsHeading: "Today's menu",
    items: [
      { title: "Grilled mackerel", text: "Charred lemon, fennel and a slice of sourdough", meta: "$14" },
      { title: "Crab on toast", text: "Brown crab butter, pickled shallot, watercress", meta: "$12" },
      { title: "Harbor fish stew", text: "Mussels, hake and saffron broth with aioli", meta: "$19" },
      { title: "Smoked haddock chowder", text: "Potato, sweetcorn and soda bread", meta: "$11" },
      { title: "Roast beetroot", text: "Whipped feta, hazelnuts and honey", meta: "$10" },
      { title: "Burnt cream", text: "Poached rhubarb and a shortbread", meta: "$7" },
      { title: "Flat white", text: "Our own roast, beans from Huila, Colombia", meta: "$3.20" },
      { title: "Quay lemonade", text: "Pressed lemons, mint and sparkling water", meta: "$3.50" },
    ],
  },
  {
    id: 102,
    category: "Portfolio",
    name: "Northwind Studio",
    kind: "Portfolio",
    layout: "portfolio",
    font: "sans",
    tagline: "Brand identities and editorial design with a steady hand.",
    about:
      "Northwind is a two-person design studio in Leeds. We make brand identities, books and websites for cultural organisations, independent makers and the occasional brave bank.",
    detail: "Taking on new projects from March",
    action: "Start a project",
    itemsHeading: "Selected work",
    items: [
      { title: "Fieldnotes Quarterly", text: "A magazine redesign on recycled paper.", meta: "Editorial", picture: "magazine" },
      { title: "Oak & Iron Brewing", text: "Labels, signs and a very large logo.", meta: "Identity", picture: "labels" },
      { title: "Harrow Library", text: "Signs that children can read first.", meta: "Wayfinding", picture: "signs" },
      { title: "Tidewater Festival", text: "Posters for a weekend by the sea.", meta: "Campaign", picture: "posters" },
      { title: "Lumen Lighting", text: "Boxes that glow on the shelf.", meta: "Packaging", picture: "boxes" },
      { title: "City Archive", text: "Two hundred years of photographs, searchable.", meta: "Website", picture: "website" },
    ],
  },
  {
    id: 103,
    category: "Events",
    name: "Juniper & Vale",
    kind: "Wedding",
    layout: "event",
    font: "serif",
    tagline: "Two families, one long table, and you are invited.",
    about:
      "Ada Juniper and Sam Vale met on a rainy station platform and have been arguing about the best way home ever since. Join us at Ashcombe Barn in the Dorset hills for a day of vows, a long lunch and dancing until the lights come up.",
    detail: "12 · 09 · 2026",
    itemsHeading: "The day",
    items: [
      { title: "Ceremony", text: "In the orchard if the sun is out, in the barn if it is not.", meta: "1:00 pm" },
      { title: "Long lunch", text: "Three courses at one long table. Tell us what you can't eat.", meta: "2:30 pm" },
      { title: "Speeches and cake", text: "Short speeches, we promise. Tall cake.", meta: "6:00 pm" },
      { title: "Dancing", text: "A ceilidh band, then a playlist you helped to write.", meta: "8:00 pm" },
    ],
  },
  {
    id: 104,
    picture: "stage",
    category: "Events",
    name: "The Static Hearts",
    kind: "Band",
    layout: "photo",
    font: "sans",
    tagline: "Four chords, three friends, one very loud van.",
    about:
      "The Static Hearts are Mara, Dev and Lou from Bristol: ten years, three albums and two hundred shows in small rooms that got very warm. The new record was made in one week in a farmhouse with the heating broken.",
    detail: "Hear the new album, “Low Light”",
    action: "Get tickets",
    itemsHeading: "Tour dates",
    items: [
      { title: "Bristol", text: "The Louisiana, album launch", meta: "14 Mar", picture: "singer" },
      { title: "Leeds", text: "Brudenell Social Club", meta: "16 Mar", picture: "guitarist" },
      { title: "Glasgow", text: "King Street Vaults", meta: "19 Mar", picture: "gigcrowd" },
      { title: "Manchester", text: "The Deaf Institute", meta: "20 Mar", picture: "drummer" },
      { title: "London", text: "The Lexington, two nights", meta: "22 Mar", picture: "tourvan" },
      { title: "Brighton", text: "The Hope & Ruin", meta: "24 Mar", picture: "vinyl" },
    ],
  },
  {
    id: 105,
    category: "Store",
    name: "Copper Kettle Goods",
    kind: "Shop",
    layout: "shop",
    font: "serif",
    tagline: "Hand-finished kitchenware, shipped with care.",
    about:
      "Every pot and pan is spun, hammered and finished by hand in our Sheffield workshop, then tested on our own stove. We ship in recycled card and mend anything we make for as long as you own it.",
    detail: "Free delivery on orders over $60",
    itemsHeading: "New arrivals",
    items: [
      { title: "Hammered copper kettle", text: "1.5 litres, tin-lined", meta: "$89", picture: "kettle" },
      { title: "Copper milk pan", text: "With a brass handle", meta: "$48", picture: "milkpan" },
      { title: "Enamel colander", text: "Sage green, three sizes", meta: "$26", picture: "colander" },
      { title: "Oak spoon set", text: "Three spoons, oiled by hand", meta: "$18", picture: "spoons" },
      { title: "Cast iron skillet", text: "26 cm, seasoned and ready", meta: "$54", picture: "skillet" },
      { title: "Linen tea towels", text: "Set of two, stonewashed", meta: "$16", picture: "towels" },
      { title: "Brass measuring cups", text: "Set of four, nesting", meta: "$32", picture: "cups" },
      { title: "Stoneware butter dish", text: "Glazed in oatmeal", meta: "$22", picture: "butter" },
    ],
  },
  {
    id: 106,
    picture: "kitchen",
    category: "Community",
    name: "Open Hands Collective",
    kind: "Nonprofit",
    layout: "hero",
    font: "sans",
    tagline: "Neighbours helping neighbours, one meal at a time.",
    about:
      "We started with a van and a borrowed kitchen in 2015. Today 140 volunteers cook, drive and listen across six neighbourhoods, and every meal is made from food that would otherwise have gone to waste.",
    detail: "1,200 meals shared last month",
    action: "Volunteer with us",
    itemsHeading: "What we do",
    items: [
      { title: "Community kitchen", text: "Hot lunches four days a week, cooked with surplus food from local shops." },
      { title: "Meals on wheels", text: "Our drivers bring a meal and a chat to neighbours who can't get out." },
      { title: "Free pantry", text: "A shop where families pick what they need, with no forms to fill in." },
    ],
  },
  {
    id: 107,
    picture: "reading",
    category: "Blog",
    name: "Margin Notes",
    kind: "Blog",
    layout: "blog",
    font: "serif",
    tagline: "Essays on books, walks and the things in between.",
    about:
      "Margin Notes is written by Ines Hart, a librarian who walks to work the long way. A new essay every other Sunday, about books, paths and paying attention.",
    detail: "By Ines Hart · 7 min read",
    itemsHeading: "Latest posts",
    items: [
      {
        title: "On reading the same book twice",
        text: "The second time through, a novel stops being a story and becomes a place you can walk around in.",
        meta: "3 May 2026",
      },
      { title: "Field guide to a canal towpath", text: "Herons, lock keepers and who steps aside.", meta: "19 April 2026" },
      { title: "Notes in other people's margins", text: "A second-hand copy arrives with its last reader still inside.", meta: "5 April 2026" },
      { title: "Twelve minutes of birdsong", text: "What I heard when I stopped walking and started counting.", meta: "22 March 2026" },
    ],
    article: [
      "I first read my favourite novel on a train, in a hurry, to find out what happened. I read it again last winter, slowly, already knowing, and found a different book waiting for me.",
      "The first reading is a race. You lean forward, skim the weather and the furniture, and want the letter opened and the secret out. The second reading is a walk: you notice the weather, and the furniture turns out to have been telling you things all along.",
      "So this month I am trying an experiment: one book, read twice, with a pencil the second time. In a fortnight I will write up what the margins say.",
    ],
  },
  {
    id: 108,
    picture: "gym",
    category: "Business",
    name: "Ironleaf Fitness",
    kind: "Fitness",
    layout: "pricing",
    font: "sans",
    tagline: "Small classes, real coaching, no mirrors required.",
    about:
      "A small gym above the old print works, with twelve people to a class and coaches who learn your name on day one. No mirrors, no contracts, and a kettle that is always on.",
    detail: "Your first session is free",
    itemsHeading: "Memberships",
    items: [
      { title: "Drop in", text: "per class", meta: "$12", points: ["Any class on the timetable", "Towels and lockers", "Pay as you go"] },
      {
        title: "Regular",
        text: "per month",
        meta: "$59",
        points: ["Up to 12 classes a month", "Monthly coaching check-in", "Bring a friend once a month", "Pause at any time"],
      },
      { title: "Unlimited", text: "per month", meta: "$89", points: ["Every class, every day", "Your own programme", "Open gym from 6 am"] },
    ],
  },
  {
    id: 109,
    picture: "cottage",
    category: "Business",
    name: "Keystone Realty",
    kind: "Real estate",
    layout: "split",
    font: "sans",
    tagline: "Homes in the valley, sold by people who live here.",
    about:
      "We are a family-run agency of six, on the high street since 1998. We value homes honestly, photograph them on a sunny day, and answer the phone at weekends.",
    detail: "Call us on (555) 019-2418",
    action: "Book a viewing",
    itemsHeading: "Featured listings",
    items: [
      { title: "Stone cottage, Casterton", text: "Three bedrooms, a wood burner and a garden down to the beck.", meta: "$425,000" },
      { title: "Town house, Main Street", text: "Four bedrooms over three floors, a walk from everything.", meta: "$389,000" },
      { title: "Barn conversion, Hutton Roof", text: "Open-plan living under old oak beams, with two acres.", meta: "$640,000" },
    ],
  },
  {
    id: 110,
    picture: "seaside",
    category: "Portfolio",
    name: "Silver Lantern Photography",
    kind: "Photography",
    layout: "photo",
    font: "serif",
    tagline: "Quiet portraits and honest light.",
    about:
      "I'm Noor Haddad, a portrait photographer working from a daylight studio by the sea and on location along the coast. Sessions are unhurried; most of the good pictures come after the first cup of tea.",
    detail: "Book a spring session",
    action: "Book a session",
    itemsHeading: "Galleries",
    items: [
      { title: "Families", text: "Weekend mornings at home", meta: "24 photos", picture: "family" },
      { title: "Portraits", text: "Studio light, no fuss", meta: "36 photos", picture: "sitter" },
      { title: "Coast", text: "Winter tides", meta: "18 photos", picture: "coast" },
      { title: "Makers", text: "Hands at work in their studios", meta: "30 photos", picture: "maker" },
      { title: "Weddings", text: "Small days, told honestly", meta: "42 photos", picture: "wedding" },
      { title: "Prints", text: "Signed prints on cotton paper", meta: "12 prints", picture: "prints" },
    ],
  },
  {
    id: 111,
    category: "Restaurant",
    name: "Rise & Crumb Bakery",
    kind: "Bakery",
    layout: "counter",
    font: "serif",
    tagline: "Sourdough from four in the morning, gone by noon.",
    about:
      "Two ovens, one mixer called Doris and a starter older than our apprentice. We bake with flour milled forty miles away and sell through the window until the shelves are bare.",
    detail: "Tuesday to Sunday, 7 am until sold out",
    action: "Order a celebration cake",
    itemsHeading: "Daily bakes",
    items: [
      { title: "Country sourdough", text: "Long-fermented, with a dark crust", meta: "$4.80", picture: "sourdough" },
      { title: "Seeded rye", text: "Sunflower, pumpkin and linseed", meta: "$4.50", picture: "rye" },
      { title: "Cardamom bun", text: "Our Saturday queue-starter", meta: "$3.20", picture: "bun" },
      { title: "Almond croissant", text: "Twice-baked with frangipane", meta: "$3.40", picture: "croissant" },
      { title: "Rosemary focaccia", text: "Sea salt and plenty of olive oil", meta: "$3.00", picture: "focaccia" },
      { title: "Lemon drizzle", text: "By the slice or whole", meta: "$2.90", picture: "drizzle" },
      { title: "Cheese scone", text: "Mature cheddar and chive", meta: "$2.60", picture: "scone" },
      { title: "Filter coffee", text: "Bottomless if you sit in", meta: "$2.40", picture: "coffee" },
    ],
  },
  {
    id: 112,
    picture: "chambers",
    category: "Business",
    name: "Whitford & Hale",
    kind: "Law firm",
    layout: "bold",
    font: "serif",
    tagline: "Clear advice for families and small businesses.",
    about:
      "Whitford & Hale is a firm of nine solicitors. We explain the law in plain English, tell you what it will cost before we begin, and return every call the same day.",
    detail: "Your first 20-minute call is free",
    action: "Book your free call",
    itemsHeading: "Practice areas",
    items: [
      { title: "Wills and probate", text: "Make a will in a single meeting, and settle an estate without the jargon.", meta: "01" },
      { title: "Buying and selling a home", text: "Fixed-fee conveyancing with one named lawyer from offer to keys.", meta: "02" },
      { title: "Family law", text: "Separation, children and finances, handled calmly.", meta: "03" },
      { title: "Small business", text: "Contracts, leases and employment advice.", meta: "04" },
    ],
    names: { heading: "Accredited by", list: ["Quality Practice", "Family Mediators", "Probate Panel", "Fair Fees Pledge", "Living Wage Employer"] },
  },
  {
    id: 113,
    picture: "school",
    category: "Community",
    name: "Maple Grove Academy",
    kind: "Primary school",
    layout: "school",
    font: "serif",
    tagline: "Curious minds, kind hearts, muddy boots.",
    about:
      "A primary school of 210 pupils on the edge of the woods, with small classes, teachers who know every child by name and every Friday afternoon spent learning outdoors in our forest school.",
    detail: "School tours every Thursday in term time, 9:30 am",
    action: "Book a school tour",
    itemsHeading: "School news",
    items: [
      { title: "Forest school reopens", text: "Year 3 built a new willow den; boots and waterproofs please on Fridays.", meta: "2 October" },
      { title: "Reading café for parents", text: "Join your child's class for stories and hot chocolate before lessons.", meta: "9 October" },
      { title: "Harvest assembly", text: "Pupils bring a tin for the food bank and sing in the hall.", meta: "16 October" },
      { title: "Applications for next September", text: "Places for the new reception class open this month: come on a tour first.", meta: "1 November" },
    ],
    names: { heading: "What our school values", list: ["Curiosity", "Kindness", "Courage", "Teamwork"] },
  },
  {
    id: 114,
    picture: "chapel",
    category: "Community",
    name: "Hillside Chapel",
    kind: "Church",
    layout: "community",
    font: "serif",
    tagline: "All are welcome, every Sunday at ten.",
    about:
      "A small stone chapel at the top of the village, with a kettle in the vestry, a choir that is always looking for tenors, and a hall that hosts everything from toddler groups to the food bank.",
    detail: "Sunday worship at 10 am, with coffee after",
    action: "Plan your visit",
    itemsHeading: "Through the week",
    items: [
      { title: "Sunday worship", text: "Songs, a short talk and a children's corner.", meta: "Sun, 10 am" },
      { title: "Toddlers and tea", text: "Toys for the little ones, tea for everyone else.", meta: "Wed, 10 am" },
      { title: "Choir practice", text: "No audition, just turn up and sing.", meta: "Thu, 7:30 pm" },
    ],
  },
  {
    id: 115,
    category: "Business",
    name: "Wanderfar Journeys",
    kind: "Travel",
    layout: "journey",
    font: "sans",
    tagline: "Small-group trips off the usual roads.",
    about:
      "We run trips of no more than twelve travellers, led by guides who live where we go. We walk, take local trains and stay in family guesthouses, and we offset every flight we book.",
    detail: "Next departure: Atlas Mountains, 14 October",
    action: "Plan a trip",
    itemsHeading: "Destinations",
    items: [
      { title: "Atlas Mountains", text: "Mule trails and mint tea", meta: "8 days", picture: "atlas" },
      { title: "Faroe Islands", text: "Cliffs, puffins and turf roofs", meta: "7 days", picture: "faroe" },
      { title: "Kakheti valley", text: "Grape harvest in Georgia", meta: "9 days", picture: "vineyard" },
      { title: "Slovenian lakes", text: "Slow days by the water", meta: "6 days", picture: "lake" },
      { title: "Hokkaido", text: "Hot springs and fresh snow", meta: "10 days", picture: "snow" },
      { title: "Picos de Europa", text: "Gorges and high pastures", meta: "7 days", picture: "gorge" },
    ],
  },
  {
    id: 116,
    picture: "salon",
    category: "Business",
    name: "Velvet Comb Salon",
    kind: "Salon",
    layout: "appointments",
    font: "sans",
    tagline: "Cuts, colour and a good cup of tea.",
    about: "A calm salon of four chairs in a converted shopfront. We use vegan colour, book plenty of time for every client and always have the kettle on.",
    detail: "Tuesday to Saturday, 9 am – 7 pm",
    action: "Book an appointment",
    itemsHeading: "Services and prices",
    items: [
      { title: "Cut and finish", text: "Consultation, wash, cut and blow-dry", meta: "$48" },
      { title: "Restyle", text: "For a big change, with a free follow-up trim", meta: "$62" },
      { title: "Short cut", text: "Scissor or clipper, hot towel finish", meta: "$28" },
      { title: "Full colour", text: "Root to tip, vegan colour", meta: "$75" },
      { title: "Balayage", text: "Hand-painted, toner included", meta: "$120" },
      { title: "Gloss treatment", text: "Shine and softness in twenty minutes", meta: "$25" },
      { title: "Blow-dry", text: "Smooth, curled or waved", meta: "$30" },
      { title: "Children's cut", text: "Under twelves, with a lollipop", meta: "$18" },
    ],
    names: { heading: "Our stylists", list: ["Amara, colour", "Jonah, cuts", "Lucía, curls", "Tom, barbering"] },
  },
  {
    id: 117,
    picture: "greenhouse",
    category: "Business",
    name: "Quantum Sprout",
    kind: "Tech startup",
    layout: "hero",
    font: "sans",
    tagline: "Sensors that tell your greenhouse when to water.",
    about:
      "Quantum Sprout makes small solar-powered sensors that sit in your soil and tell you, by text or app, when a bed needs water. Built by two growers and an engineer who were tired of losing tomatoes.",
    detail: "30-day free trial, no card needed",
    action: "Start your free trial",
    itemsHeading: "How it works",
    items: [
      { title: "Push it in", text: "Each sensor goes into the soil like a plant label and runs on sunlight for years." },
      { title: "Get a nudge", text: "A text or an app alert when a bed is drying out, and a quiet day when it is not." },
      { title: "Grow more", text: "A season's log of water, light and harvest, so next year starts smarter." },
    ],
  },
  {
    id: 118,
    category: "Blog",
    name: "Loose Threads Podcast",
    kind: "Podcast",
    layout: "episodes",
    font: "sans",
    tagline: "Weekly conversations with people who make things.",
    about:
      "Loose Threads is a weekly podcast hosted by Priya Nair, who talks to potters, coders, tailors and boat builders about the first thing they ever made and the thing they are making now.",
    detail: "New episodes every Thursday",
    action: "Suggest a guest",
    itemsHeading: "Latest episodes",
    items: [
      { title: "A boat in the back garden", text: "Eleven years, one wooden boat and a very patient neighbour.", meta: "Ep. 86" },
      { title: "Glaze chemistry for beginners", text: "A potter on the kiln that exploded, and what it taught her.", meta: "Ep. 85" },
      { title: "Mending in public", text: "Why a visible patch might be the most honest repair.", meta: "Ep. 84" },
    ],
    names: { heading: "Listen on", list: ["Podnest", "Airwave", "Tunewell", "Pocket Radio", "Listenly"] },
  },
  {
    id: 119,
    category: "Store",
    name: "Petal & Stem",
    kind: "Florist",
    layout: "shop",
    font: "serif",
    tagline: "Seasonal bouquets, delivered across town.",
    about:
      "We are a flower shop and studio buying from local growers whenever the season allows. Every bouquet is wrapped in paper, not plastic, and delivered by bike in the city centre.",
    detail: "Same-day delivery when you order by 1 pm",
    itemsHeading: "This week's flowers",
    items: [
      { title: "The market bunch", text: "Whatever is best this week", meta: "$35", picture: "bunch" },
      { title: "Garden roses", text: "Twelve stems, blush and cream", meta: "$48", picture: "roses" },
      { title: "Wild meadow", text: "Cornflowers, scabious and grasses", meta: "$40", picture: "meadow" },
      { title: "Dried wreath", text: "Lasts all winter", meta: "$55", picture: "wreath" },
      { title: "Tulip bundle", text: "Twenty stems, mixed colours", meta: "$30", picture: "tulips" },
      { title: "Potted hyacinths", text: "Three bulbs in a zinc pot", meta: "$24", picture: "hyacinths" },
      { title: "Eucalyptus bunch", text: "For vases and shelves", meta: "$15", picture: "eucalyptus" },
      { title: "Flower subscription", text: "A bouquet every month", meta: "$32", picture: "flowerbox" },
    ],
  },
  {
    id: 120,
    picture: "workshop",
    category: "Business",
    name: "Redline Garage",
    kind: "Garage",
    layout: "pricing",
    font: "sans",
    tagline: "Honest repairs and a price before we start.",
    about:
      "Redline is an independent garage run by Jo and Marcus Reid since 2009. We show you the worn part before we replace it, ring before doing anything extra and give you a written price first.",
    detail: "Book in before noon for same-day servicing",
    itemsHeading: "Service plans",
    items: [
      { title: "Interim", text: "every 6 months", meta: "$129", points: ["Oil and filter change", "Brakes, tyres and lights checked", "Fluids topped up"] },
      {
        title: "Full service",
        text: "every year",
        meta: "$219",
        points: ["Everything in Interim", "Air and fuel filters", "Plugs and battery test", "Stamped service book"],
      },
      { title: "Major", text: "every 2 years", meta: "$329", points: ["Everything in Full", "Brake fluid and coolant", "State inspection at half price"] },
    ],
  },
  {
    id: 121,
    picture: "yoga",
    category: "Business",
    name: "Still Water Yoga",
    kind: "Yoga",
    layout: "split",
    font: "serif",
    tagline: "Breathe, stretch, and leave lighter than you came.",
    about:
      "Still Water is a small studio above the river. Classes are kept to fourteen people, mats and blocks are provided, and every session ends with ten quiet minutes.",
    detail: "Beginners' course starts Monday 7 September",
    action: "Book a class",
    itemsHeading: "Classes",
    items: [
      { title: "Slow flow", text: "Gentle movement linked to the breath, for all levels.", meta: "Mon & Wed, 7 pm" },
      { title: "Morning stretch", text: "Forty-five minutes to wake the body before work.", meta: "Tue & Thu, 7 am" },
      { title: "Yin and rest", text: "Long holds, bolsters and blankets, for winding down.", meta: "Sun, 5 pm" },
    ],
  },
  {
    id: 122,
    category: "Community",
    name: "Museum of Small Things",
    kind: "Museum",
    layout: "portfolio",
    font: "serif",
    tagline: "Thimbles, keys, buttons and the stories they keep.",
    about:
      "A museum of four rooms above the old post office, holding eleven thousand things that fit in a pocket. Every object came with a story, and our volunteers will tell you most of them.",
    detail: "Open Wednesday to Sunday, 10 am – 5 pm, free entry",
    action: "Plan your visit",
    itemsHeading: "From the collection",
    items: [
      { title: "Silver thimble, 1842", text: "Worn through by one seamstress.", meta: "Sewing", picture: "thimble" },
      { title: "The Station Key", text: "Opened a waiting room for sixty years.", meta: "Keys", picture: "key" },
      { title: "Jet buttons", text: "Twelve, from a mourning coat.", meta: "Buttons", picture: "buttons" },
      { title: "Tram ticket, 1921", text: "Return journey, never used.", meta: "Paper", picture: "ticket" },
      { title: "Lucky stone", text: "Carried to war and back.", meta: "Charms", picture: "stone" },
      { title: "A single glove", text: "Found on the pier, still waiting.", meta: "Lost & found", picture: "glove" },
    ],
  },
  {
    id: 123,
    picture: "timber",
    category: "Portfolio",
    name: "Lineworks Architects",
    kind: "Architect",
    layout: "bold",
    font: "sans",
    tagline: "Buildings that sit lightly on the land.",
    about:
      "Lineworks is a practice of eleven architects. We design homes, schools and workplaces in timber and stone, with low energy bills and plenty of daylight.",
    detail: "Designing for 2027: tell us about your site",
    action: "Start a project",
    itemsHeading: "What we design",
    items: [
      { title: "Homes", text: "New houses and careful extensions, from the first sketch to the keys.", meta: "01" },
      { title: "Schools", text: "Classrooms full of daylight, built around courtyards and trees.", meta: "02" },
      { title: "Workplaces", text: "Old buildings given new desks, and new ones that use little energy.", meta: "03" },
    ],
    names: { heading: "Clients", list: ["Glen Row School", "Harbour Studios", "Birch Park Trust", "Millrace Homes", "Croft & Co"] },
  },
  {
    id: 124,
    picture: "cycling",
    category: "Community",
    name: "Brightpath Charity",
    kind: "Charity",
    layout: "impact",
    font: "sans",
    tagline: "Every child deserves a way to school.",
    about:
      "Brightpath funds bicycles, school buses and safe walking routes for children in rural areas, working with local partners who know every road. Ninety-one cents of every dollar reaches a project.",
    detail: "12,400 children now reach school safely",
    action: "Give monthly",
    itemsHeading: "How your gift helps",
    items: [
      { title: "Helmet and lights", meta: "$15", text: "Keeps a young cyclist safe and seen on dark mornings." },
      { title: "A bicycle", meta: "$60", text: "Turns a two-hour walk into a twenty-minute ride." },
      { title: "A term on the bus", meta: "$250", text: "Brings a whole village's children to class for a term." },
    ],
  },
  {
    id: 125,
    category: "Store",
    name: "Trailhead Outfitters",
    kind: "Outdoor store",
    layout: "catalog",
    font: "sans",
    tagline: "Gear for the hills, advice for free.",
    about:
      "An outdoor shop run by people who spend their weekends on the fells. We stock gear we would carry ourselves, rent out tents and boots, and fix zips, straps and stoves in our workshop.",
    detail: "Free repairs on anything you buy here",
    itemsHeading: "Best sellers",
    items: [
      { title: "Ridge 40 backpack", text: "40 litres, rain cover included", meta: "$95", picture: "backpack" },
      { title: "Fellside waterproof", text: "Three-layer, fully taped", meta: "$160", picture: "jacket" },
      { title: "Merino base layer", text: "Long sleeve, 200 gsm", meta: "$55", picture: "baselayer" },
      { title: "Two-person tent", text: "1.9 kg, pitched in five minutes", meta: "$240", picture: "tent" },
      { title: "Trail running shoes", text: "Grippy soles, wide fit", meta: "$110", picture: "shoes" },
      { title: "Camp stove", text: "Folds to the size of a mug", meta: "$38", picture: "stove" },
      { title: "Head torch", text: "300 lumens, rechargeable", meta: "$34", picture: "torch" },
      { title: "Enamel mug", text: "Keeps the tea hot, mostly", meta: "$12", picture: "mug" },
    ],
    names: { heading: "Shop by activity", list: ["Camping", "Hiking", "Trail running", "Climbing", "Rental gear"] },
  },
  {
    id: 126,
    picture: "supper",
    category: "Blog",
    name: "Sunday Supper Club",
    kind: "Food blog",
    layout: "blog",
    font: "serif",
    tagline: "Recipes for long tables and slow evenings.",
    about:
      "Sunday Supper Club is kept by Marta and Ben, who cook for eight friends most Sunday evenings and write down what worked. Every recipe is tested twice and sized for a crowd.",
    detail: "By Marta Silva · Serves 8",
    itemsHeading: "Recipes",
    items: [
      { title: "Slow lamb shoulder with white beans", text: "Four hours in a low oven while you go for a walk.", meta: "10 May 2026" },
      { title: "A big green salad, properly dressed", text: "The dressing is the recipe; the leaves are up to you.", meta: "26 April 2026" },
      { title: "Rhubarb and custard tart", text: "Pink, sharp and wobbly, the way it should be.", meta: "12 April 2026" },
      { title: "Bread for a crowd", text: "Three loaves, one bowl and no kneading.", meta: "29 March 2026" },
    ],
    article: [
      "This is the dish we make when we don't know how many people will turn up. A shoulder of lamb, a head of garlic, a tin of anchovies and a low oven do almost all of the work.",
      "Start it after breakfast. Brown the meat, tuck in the garlic and rosemary, pour over a glass of white wine and cover the pot tightly. Then go out, and don't come back for four hours.",
      "When the meat falls apart at the touch of a spoon, stir the beans into the juices, let them drink it all up, and put the whole pot in the middle of the table.",
    ],
  },
];

/**
 * The legacy gallery data had some preview URLs over plain http and one without any; the site
 * upgrades the first and falls back to the default sample site for the second (docs/product.md §2 Themes).
 * These ids keep both rules exercised (README lists them).
 */
const HTTP_PREVIEW_IDS: ReadonlySet<number> = new Set([105, 112, 119]);
const NO_PREVIEW_IDS: ReadonlySet<number> = new Set([123]);

const byId = new Map(THEMES.map((theme) => [theme.id, theme]));

/** The theme of an id as written in a path: plain digits only, so "0101" or "1e2" find nothing. */
export function findTheme(idText: string): Theme | undefined {
  return /^[1-9]\d{0,8}$/.test(idText) ? byId.get(Number(idText)) : undefined;
}

/** docs/product.md §3 Theme/template, the shape of the provider's static themes JSON. */
export interface ThemeListEntry {
  id: number;
  name: string;
  createdAt: string;
  item: { preview_url: string };
  previewUrl: string;
  /** Extra fields the site reads when present (a catalog without them still lists every theme). */
  category: string;
  kind: string;
  /** screenshots/{id}-phone.svg draws the sample at a phone's width. */
  phoneScreenshot: true;
}

const DAY = 24 * 60 * 60 * 1000;
const FIRST_THEME_DATE = Date.UTC(2019, 0, 15, 9, 0, 0);

/** Fixed dates, about seven weeks apart, so "newest first" sorts are stable and testable. */
function createdAt(theme: Theme): string {
  return new Date(FIRST_THEME_DATE + (theme.id - 101) * 47 * DAY).toISOString();
}

/** Only an https base has an http variant; a root-relative or http base is left as it is. */
function plainHttp(url: string): string {
  return url.startsWith("https://") ? `http://${url.slice("https://".length)}` : url;
}

function previewUrl(theme: Theme, assetsUrl: string): string {
  if (NO_PREVIEW_IDS.has(theme.id)) return "";
  const url = `${assetsUrl}/sample/${theme.id}`;
  return HTTP_PREVIEW_IDS.has(theme.id) ? plainHttp(url) : url;
}

/** themes.json; `assetsUrl` is where browsers reach this asset host, without a trailing slash. */
export function themeList(assetsUrl: string): ThemeListEntry[] {
  return THEMES.map((theme) => {
    const url = previewUrl(theme, assetsUrl);
    return {
      id: theme.id,
      name: theme.name,
      createdAt: createdAt(theme),
      item: { preview_url: url },
      previewUrl: url,
      category: theme.category,
      kind: theme.kind,
      phoneScreenshot: true,
    };
  });
}
