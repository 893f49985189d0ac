/**
 * Where the demo catalogue's research happens: the countries that publish, weighted roughly like
 * their share of OpenAlex output, each with real cities (region, latitude, longitude) so that
 * institution maps and city facets look plausible, the source of its researchers' names, and the
 * web domain its universities use.
 */

export interface City {
  name: string;
  region: string;
  lat: number;
  lon: number;
}

export interface Place {
  code: string;
  /** relative share of research output */
  weight: number;
  /** faker locale name or a key of ROMANIZED in name-lists.ts */
  names: string;
  /** suffix of a university's web domain: 'edu', 'ac.uk', 'de' … */
  academicTld: string;
  cities: City[];
}

// Compact form: 'City|Region|lat|lon;…'. Where the region is the city itself it is repeated.
// prettier-ignore
const RAW: [code: string, weight: number, names: string, tld: string, cities: string][] = [
  ['US', 200, 'en_US', 'edu', 'Boston|Massachusetts|42.36|-71.06;New York|New York|40.71|-74.01;Stanford|California|37.43|-122.17;Los Angeles|California|34.05|-118.24;Chicago|Illinois|41.88|-87.63;Houston|Texas|29.76|-95.37;Seattle|Washington|47.61|-122.33;Ann Arbor|Michigan|42.28|-83.74;Baltimore|Maryland|39.29|-76.61;Philadelphia|Pennsylvania|39.95|-75.17;Atlanta|Georgia|33.75|-84.39;Pittsburgh|Pennsylvania|40.44|-79.99;Madison|Wisconsin|43.07|-89.40;Minneapolis|Minnesota|44.98|-93.27;Denver|Colorado|39.74|-104.99;Austin|Texas|30.27|-97.74;Nashville|Tennessee|36.16|-86.78;San Diego|California|32.72|-117.16;Durham|North Carolina|35.99|-78.90;Columbus|Ohio|39.96|-83.00;St. Louis|Missouri|38.63|-90.20;Salt Lake City|Utah|40.76|-111.89;Berkeley|California|37.87|-122.27;Princeton|New Jersey|40.35|-74.66;New Haven|Connecticut|41.31|-72.92;Ithaca|New York|42.44|-76.50;Gainesville|Florida|29.65|-82.32;Tucson|Arizona|32.22|-110.97;Rochester|Minnesota|44.02|-92.47;Portland|Oregon|45.52|-122.68'],
  ['CN', 165, 'zh', 'edu.cn', 'Beijing|Beijing|39.90|116.41;Shanghai|Shanghai|31.23|121.47;Guangzhou|Guangdong|23.13|113.26;Shenzhen|Guangdong|22.54|114.06;Hangzhou|Zhejiang|30.27|120.16;Nanjing|Jiangsu|32.06|118.80;Wuhan|Hubei|30.59|114.31;Chengdu|Sichuan|30.57|104.07;Xi\'an|Shaanxi|34.34|108.94;Tianjin|Tianjin|39.34|117.36;Harbin|Heilongjiang|45.80|126.53;Changsha|Hunan|28.23|112.94;Hefei|Anhui|31.82|117.23;Jinan|Shandong|36.65|117.12;Chongqing|Chongqing|29.56|106.55;Dalian|Liaoning|38.91|121.61;Xiamen|Fujian|24.48|118.09;Lanzhou|Gansu|36.06|103.83;Zhengzhou|Henan|34.75|113.63;Suzhou|Jiangsu|31.30|120.58'],
  ['GB', 55, 'en_GB', 'ac.uk', 'London|England|51.51|-0.13;Oxford|England|51.75|-1.26;Cambridge|England|52.21|0.12;Manchester|England|53.48|-2.24;Edinburgh|Scotland|55.95|-3.19;Glasgow|Scotland|55.86|-4.25;Birmingham|England|52.49|-1.89;Bristol|England|51.45|-2.59;Leeds|England|53.80|-1.55;Sheffield|England|53.38|-1.47;Cardiff|Wales|51.48|-3.18;Nottingham|England|52.95|-1.15;Southampton|England|50.90|-1.40;Belfast|Northern Ireland|54.60|-5.93;Newcastle upon Tyne|England|54.98|-1.61;Liverpool|England|53.41|-2.98'],
  ['DE', 48, 'de', 'de', 'Berlin|Berlin|52.52|13.40;Munich|Bavaria|48.14|11.58;Hamburg|Hamburg|53.55|9.99;Heidelberg|Baden-Württemberg|49.40|8.67;Frankfurt|Hesse|50.11|8.68;Cologne|North Rhine-Westphalia|50.94|6.96;Göttingen|Lower Saxony|51.54|9.93;Freiburg|Baden-Württemberg|47.99|7.84;Dresden|Saxony|51.05|13.74;Aachen|North Rhine-Westphalia|50.78|6.08;Leipzig|Saxony|51.34|12.37;Tübingen|Baden-Württemberg|48.52|9.06;Bonn|North Rhine-Westphalia|50.74|7.10;Stuttgart|Baden-Württemberg|48.78|9.18;Münster|North Rhine-Westphalia|51.96|7.63;Jena|Thuringia|50.93|11.59;Karlsruhe|Baden-Württemberg|49.01|8.40;Mainz|Rhineland-Palatinate|50.00|8.27'],
  ['JP', 36, 'ja', 'ac.jp', 'Tokyo|Tokyo|35.68|139.69;Kyoto|Kyoto|35.01|135.77;Osaka|Osaka|34.69|135.50;Sendai|Miyagi|38.27|140.87;Nagoya|Aichi|35.18|136.91;Sapporo|Hokkaido|43.06|141.35;Fukuoka|Fukuoka|33.59|130.40;Tsukuba|Ibaraki|36.08|140.11;Hiroshima|Hiroshima|34.39|132.46;Kobe|Hyogo|34.69|135.20;Yokohama|Kanagawa|35.44|139.64;Chiba|Chiba|35.61|140.12'],
  ['FR', 33, 'fr', 'fr', 'Paris|Île-de-France|48.86|2.35;Lyon|Auvergne-Rhône-Alpes|45.76|4.84;Marseille|Provence-Alpes-Côte d\'Azur|43.30|5.37;Toulouse|Occitanie|43.60|1.44;Grenoble|Auvergne-Rhône-Alpes|45.19|5.72;Strasbourg|Grand Est|48.57|7.75;Bordeaux|Nouvelle-Aquitaine|44.84|-0.58;Montpellier|Occitanie|43.61|3.88;Lille|Hauts-de-France|50.63|3.06;Nantes|Pays de la Loire|47.22|-1.55;Nice|Provence-Alpes-Côte d\'Azur|43.70|7.27;Rennes|Brittany|48.11|-1.68'],
  ['IN', 38, 'en_IN', 'ac.in', 'New Delhi|Delhi|28.61|77.21;Mumbai|Maharashtra|19.08|72.88;Bengaluru|Karnataka|12.97|77.59;Chennai|Tamil Nadu|13.08|80.27;Kolkata|West Bengal|22.57|88.36;Hyderabad|Telangana|17.39|78.49;Pune|Maharashtra|18.52|73.86;Kanpur|Uttar Pradesh|26.45|80.33;Kharagpur|West Bengal|22.35|87.23;Roorkee|Uttarakhand|29.87|77.89;Chandigarh|Chandigarh|30.73|76.78;Lucknow|Uttar Pradesh|26.85|80.95;Varanasi|Uttar Pradesh|25.32|82.97;Ahmedabad|Gujarat|23.02|72.57;Guwahati|Assam|26.14|91.74'],
  ['CA', 25, 'en_CA', 'ca', 'Toronto|Ontario|43.65|-79.38;Montreal|Quebec|45.50|-73.57;Vancouver|British Columbia|49.28|-123.12;Calgary|Alberta|51.05|-114.07;Edmonton|Alberta|53.55|-113.49;Ottawa|Ontario|45.42|-75.70;Quebec City|Quebec|46.81|-71.21;Hamilton|Ontario|43.26|-79.87;Winnipeg|Manitoba|49.90|-97.14;Halifax|Nova Scotia|44.65|-63.58;Saskatoon|Saskatchewan|52.13|-106.67;Waterloo|Ontario|43.46|-80.52'],
  ['IT', 25, 'it', 'it', 'Rome|Lazio|41.90|12.50;Milan|Lombardy|45.46|9.19;Bologna|Emilia-Romagna|44.49|11.34;Naples|Campania|40.85|14.27;Turin|Piedmont|45.07|7.69;Padua|Veneto|45.41|11.88;Florence|Tuscany|43.77|11.26;Pisa|Tuscany|43.72|10.40;Genoa|Liguria|44.41|8.93;Palermo|Sicily|38.12|13.36;Bari|Apulia|41.12|16.87;Trieste|Friuli-Venezia Giulia|45.65|13.78'],
  ['AU', 22, 'en_AU', 'edu.au', 'Sydney|New South Wales|-33.87|151.21;Melbourne|Victoria|-37.81|144.96;Brisbane|Queensland|-27.47|153.03;Perth|Western Australia|-31.95|115.86;Adelaide|South Australia|-34.93|138.60;Canberra|Australian Capital Territory|-35.28|149.13;Hobart|Tasmania|-42.88|147.33;Townsville|Queensland|-19.26|146.82;Newcastle|New South Wales|-32.93|151.78;Darwin|Northern Territory|-12.46|130.84'],
  ['ES', 22, 'es', 'es', 'Madrid|Community of Madrid|40.42|-3.70;Barcelona|Catalonia|41.39|2.17;Valencia|Valencian Community|39.47|-0.38;Seville|Andalusia|37.39|-5.98;Granada|Andalusia|37.18|-3.60;Salamanca|Castile and León|40.97|-5.66;Bilbao|Basque Country|43.26|-2.93;Zaragoza|Aragon|41.65|-0.89;Santiago de Compostela|Galicia|42.88|-8.54;Murcia|Region of Murcia|37.99|-1.13;Málaga|Andalusia|36.72|-4.42'],
  ['KR', 20, 'ko', 'ac.kr', 'Seoul|Seoul|37.57|126.98;Daejeon|Daejeon|36.35|127.38;Busan|Busan|35.18|129.08;Pohang|North Gyeongsang|36.02|129.34;Daegu|Daegu|35.87|128.60;Gwangju|Gwangju|35.16|126.85;Incheon|Incheon|37.46|126.71;Suwon|Gyeonggi|37.26|127.03;Ulsan|Ulsan|35.54|129.31'],
  ['BR', 20, 'pt_BR', 'br', 'São Paulo|São Paulo|-23.55|-46.63;Rio de Janeiro|Rio de Janeiro|-22.91|-43.17;Porto Alegre|Rio Grande do Sul|-30.03|-51.23;Belo Horizonte|Minas Gerais|-19.92|-43.94;Campinas|São Paulo|-22.91|-47.06;Curitiba|Paraná|-25.43|-49.27;Recife|Pernambuco|-8.05|-34.88;Brasília|Federal District|-15.79|-47.88;Salvador|Bahia|-12.97|-38.50;Florianópolis|Santa Catarina|-27.60|-48.55;Fortaleza|Ceará|-3.73|-38.53;Manaus|Amazonas|-3.12|-60.02'],
  ['NL', 12, 'nl', 'nl', 'Amsterdam|North Holland|52.37|4.90;Utrecht|Utrecht|52.09|5.12;Leiden|South Holland|52.16|4.49;Rotterdam|South Holland|51.92|4.48;Delft|South Holland|52.01|4.36;Groningen|Groningen|53.22|6.57;Nijmegen|Gelderland|51.84|5.85;Eindhoven|North Brabant|51.44|5.48;Maastricht|Limburg|50.85|5.69;Wageningen|Gelderland|51.97|5.67'],
  ['RU', 15, 'ru', 'ru', 'Moscow|Moscow|55.76|37.62;Saint Petersburg|Saint Petersburg|59.93|30.34;Novosibirsk|Novosibirsk Oblast|55.01|82.93;Kazan|Tatarstan|55.79|49.12;Yekaterinburg|Sverdlovsk Oblast|56.84|60.61;Tomsk|Tomsk Oblast|56.48|84.95;Nizhny Novgorod|Nizhny Novgorod Oblast|56.33|44.00;Samara|Samara Oblast|53.20|50.15'],
  ['IR', 10, 'fa', 'ac.ir', 'Tehran|Tehran Province|35.69|51.39;Isfahan|Isfahan Province|32.65|51.67;Shiraz|Fars Province|29.59|52.58;Mashhad|Razavi Khorasan|36.30|59.61;Tabriz|East Azerbaijan|38.08|46.29'],
  ['TR', 10, 'tr', 'edu.tr', 'Istanbul|Istanbul|41.01|28.98;Ankara|Ankara|39.93|32.86;Izmir|Izmir|38.42|27.14;Bursa|Bursa|40.19|29.06;Konya|Konya|37.87|32.48;Erzurum|Erzurum|39.90|41.27;Antalya|Antalya|36.90|30.70'],
  ['CH', 9, 'de_CH', 'ch', 'Zurich|Zurich|47.38|8.54;Geneva|Geneva|46.20|6.15;Lausanne|Vaud|46.52|6.63;Basel|Basel-Stadt|47.56|7.59;Bern|Bern|46.95|7.45'],
  ['PL', 9, 'pl', 'edu.pl', 'Warsaw|Masovian|52.23|21.01;Kraków|Lesser Poland|50.06|19.94;Wrocław|Lower Silesian|51.11|17.04;Poznań|Greater Poland|52.41|16.93;Gdańsk|Pomeranian|54.35|18.65;Łódź|Łódź|51.76|19.46'],
  ['SE', 8, 'sv', 'se', 'Stockholm|Stockholm County|59.33|18.07;Uppsala|Uppsala County|59.86|17.64;Gothenburg|Västra Götaland|57.71|11.97;Lund|Skåne|55.70|13.19;Umeå|Västerbotten|63.83|20.26;Linköping|Östergötland|58.41|15.62'],
  ['TW', 7, 'zh', 'edu.tw', 'Taipei|Taipei|25.03|121.57;Hsinchu|Hsinchu|24.80|120.97;Tainan|Tainan|22.99|120.21;Taichung|Taichung|24.15|120.67;Kaohsiung|Kaohsiung|22.63|120.30'],
  ['BE', 6, 'nl_BE', 'be', 'Brussels|Brussels-Capital|50.85|4.35;Leuven|Flemish Brabant|50.88|4.70;Ghent|East Flanders|51.05|3.72;Antwerp|Antwerp|51.22|4.40;Liège|Liège|50.63|5.57'],
  ['DK', 5, 'da', 'dk', 'Copenhagen|Capital Region|55.68|12.57;Aarhus|Central Denmark|56.16|10.20;Odense|Southern Denmark|55.40|10.39;Aalborg|North Denmark|57.05|9.92'],
  ['AT', 4, 'de_AT', 'ac.at', 'Vienna|Vienna|48.21|16.37;Graz|Styria|47.07|15.44;Innsbruck|Tyrol|47.27|11.39;Salzburg|Salzburg|47.81|13.06'],
  ['NO', 4, 'nb_NO', 'no', 'Oslo|Oslo|59.91|10.75;Bergen|Vestland|60.39|5.32;Trondheim|Trøndelag|63.43|10.40;Tromsø|Troms|69.65|18.96'],
  ['FI', 4, 'fi', 'fi', 'Helsinki|Uusimaa|60.17|24.94;Espoo|Uusimaa|60.21|24.66;Turku|Southwest Finland|60.45|22.27;Oulu|North Ostrobothnia|65.01|25.47;Tampere|Pirkanmaa|61.50|23.79'],
  ['IL', 4, 'he', 'ac.il', 'Jerusalem|Jerusalem District|31.77|35.21;Tel Aviv|Tel Aviv District|32.09|34.78;Haifa|Haifa District|32.79|34.99;Rehovot|Central District|31.89|34.81;Beersheba|Southern District|31.25|34.79'],
  ['PT', 5, 'pt_PT', 'pt', 'Lisbon|Lisbon|38.72|-9.14;Porto|Porto|41.15|-8.61;Coimbra|Coimbra|40.21|-8.43;Braga|Braga|41.55|-8.42;Aveiro|Aveiro|40.64|-8.65'],
  ['GR', 4, 'el', 'gr', 'Athens|Attica|37.98|23.73;Thessaloniki|Central Macedonia|40.64|22.94;Patras|Western Greece|38.25|21.73;Heraklion|Crete|35.34|25.13'],
  ['CZ', 4, 'cs_CZ', 'cz', 'Prague|Prague|50.08|14.44;Brno|South Moravian|49.20|16.61;Olomouc|Olomouc|49.59|17.25;Ostrava|Moravian-Silesian|49.82|18.26'],
  ['IE', 3, 'en_IE', 'ie', 'Dublin|Leinster|53.35|-6.26;Cork|Munster|51.90|-8.47;Galway|Connacht|53.27|-9.06;Limerick|Munster|52.66|-8.63'],
  ['NZ', 3, 'en_AU', 'ac.nz', 'Auckland|Auckland|-36.85|174.76;Wellington|Wellington|-41.29|174.78;Christchurch|Canterbury|-43.53|172.64;Dunedin|Otago|-45.87|170.50'],
  ['MX', 5, 'es_MX', 'mx', 'Mexico City|Mexico City|19.43|-99.13;Guadalajara|Jalisco|20.66|-103.35;Monterrey|Nuevo León|25.69|-100.32;Puebla|Puebla|19.04|-98.21;Mérida|Yucatán|20.97|-89.62'],
  ['AR', 3, 'es', 'edu.ar', 'Buenos Aires|Buenos Aires|-34.60|-58.38;Córdoba|Córdoba|-31.42|-64.18;La Plata|Buenos Aires|-34.92|-57.95;Rosario|Santa Fe|-32.95|-60.65'],
  ['CL', 3, 'es', 'cl', 'Santiago|Santiago Metropolitan|-33.45|-70.67;Valparaíso|Valparaíso|-33.05|-71.62;Concepción|Biobío|-36.83|-73.05'],
  ['CO', 3, 'es', 'edu.co', 'Bogotá|Bogotá|4.71|-74.07;Medellín|Antioquia|6.24|-75.58;Cali|Valle del Cauca|3.45|-76.53;Barranquilla|Atlántico|10.96|-74.80'],
  ['PE', 1.5, 'es', 'edu.pe', 'Lima|Lima|-12.05|-77.04;Arequipa|Arequipa|-16.41|-71.54;Cusco|Cusco|-13.53|-71.97'],
  ['EC', 0.6, 'es', 'edu.ec', 'Quito|Pichincha|-0.18|-78.47;Guayaquil|Guayas|-2.17|-79.92'],
  ['CU', 0.5, 'es', 'cu', 'Havana|Havana|23.11|-82.37;Santa Clara|Villa Clara|22.41|-79.96'],
  ['ZA', 4, 'en_ZA', 'ac.za', 'Johannesburg|Gauteng|-26.20|28.05;Cape Town|Western Cape|-33.92|18.42;Durban|KwaZulu-Natal|-29.86|31.02;Pretoria|Gauteng|-25.75|28.19;Stellenbosch|Western Cape|-33.93|18.86'],
  ['NG', 3, 'en_NG', 'edu.ng', 'Lagos|Lagos|6.52|3.38;Ibadan|Oyo|7.38|3.95;Abuja|Federal Capital Territory|9.08|7.40;Nsukka|Enugu|6.86|7.40;Zaria|Kaduna|11.09|7.72;Ile-Ife|Osun|7.47|4.56'],
  ['EG', 4, 'ar', 'edu.eg', 'Cairo|Cairo Governorate|30.04|31.24;Alexandria|Alexandria Governorate|31.20|29.92;Giza|Giza Governorate|30.01|31.21;Mansoura|Dakahlia|31.04|31.38;Assiut|Asyut|27.18|31.18'],
  ['SA', 4, 'ar', 'edu.sa', 'Riyadh|Riyadh Province|24.71|46.68;Jeddah|Makkah Province|21.49|39.19;Dhahran|Eastern Province|26.29|50.11;Thuwal|Makkah Province|22.31|39.10'],
  ['AE', 0.8, 'ar', 'ac.ae', 'Abu Dhabi|Abu Dhabi|24.45|54.38;Dubai|Dubai|25.20|55.27;Sharjah|Sharjah|25.35|55.42'],
  ['QA', 0.5, 'ar', 'edu.qa', 'Doha|Doha|25.29|51.53'],
  ['IQ', 1, 'ar', 'edu.iq', 'Baghdad|Baghdad|33.31|44.37;Basra|Basra|30.51|47.78;Erbil|Kurdistan Region|36.19|44.01'],
  ['JO', 0.6, 'ar', 'edu.jo', 'Amman|Amman|31.95|35.93;Irbid|Irbid|32.56|35.85'],
  ['LB', 0.3, 'ar', 'edu.lb', 'Beirut|Beirut|33.89|35.50'],
  ['DZ', 0.8, 'ar', 'dz', 'Algiers|Algiers|36.75|3.06;Oran|Oran|35.70|-0.63;Constantine|Constantine|36.37|6.61'],
  ['MA', 1, 'ar', 'ac.ma', 'Rabat|Rabat-Salé-Kénitra|34.02|-6.84;Casablanca|Casablanca-Settat|33.57|-7.59;Marrakesh|Marrakesh-Safi|31.63|-8.01;Fez|Fès-Meknès|34.03|-5.00'],
  ['TN', 1, 'ar', 'tn', 'Tunis|Tunis|36.81|10.18;Sfax|Sfax|34.74|10.76;Sousse|Sousse|35.83|10.64'],
  ['PK', 4, 'pk', 'edu.pk', 'Lahore|Punjab|31.55|74.34;Karachi|Sindh|24.86|67.01;Islamabad|Islamabad Capital Territory|33.68|73.05;Peshawar|Khyber Pakhtunkhwa|34.01|71.58;Faisalabad|Punjab|31.42|73.08'],
  ['BD', 2, 'bd', 'ac.bd', 'Dhaka|Dhaka Division|23.81|90.41;Chittagong|Chittagong Division|22.36|91.78;Rajshahi|Rajshahi Division|24.37|88.60'],
  ['NP', 0.5, 'en_NP', 'edu.np', 'Kathmandu|Bagmati|27.72|85.32;Pokhara|Gandaki|28.21|83.99'],
  ['LK', 0.5, 'en_IN', 'ac.lk', 'Colombo|Western Province|6.93|79.86;Peradeniya|Central Province|7.26|80.60'],
  ['MY', 3, 'id_ID', 'edu.my', 'Kuala Lumpur|Federal Territory of Kuala Lumpur|3.14|101.69;Penang|Penang|5.41|100.33;Johor Bahru|Johor|1.49|103.74;Serdang|Selangor|3.00|101.71'],
  ['ID', 5, 'id_ID', 'ac.id', 'Jakarta|Jakarta|-6.21|106.85;Bandung|West Java|-6.92|107.61;Yogyakarta|Special Region of Yogyakarta|-7.80|110.36;Surabaya|East Java|-7.25|112.75;Bogor|West Java|-6.60|106.80'],
  ['TH', 2, 'th', 'ac.th', 'Bangkok|Bangkok|13.76|100.50;Chiang Mai|Chiang Mai|18.79|98.98;Khon Kaen|Khon Kaen|16.44|102.84;Hat Yai|Songkhla|7.01|100.47'],
  ['VN', 2, 'vi', 'edu.vn', 'Hanoi|Hanoi|21.03|105.85;Ho Chi Minh City|Ho Chi Minh City|10.82|106.63;Da Nang|Da Nang|16.05|108.22;Hue|Thua Thien Hue|16.46|107.59'],
  ['PH', 0.8, 'es', 'edu.ph', 'Manila|Metro Manila|14.60|120.98;Quezon City|Metro Manila|14.68|121.04;Cebu City|Central Visayas|10.32|123.89'],
  ['SG', 3, 'zh', 'edu.sg', 'Singapore|Singapore|1.35|103.82'],
  ['HK', 2, 'zh', 'edu.hk', 'Hong Kong|Hong Kong|22.32|114.17'],
  ['KE', 1.5, 'ke', 'ac.ke', 'Nairobi|Nairobi County|-1.29|36.82;Mombasa|Mombasa County|-4.04|39.67;Eldoret|Uasin Gishu|0.51|35.27;Kisumu|Kisumu County|-0.09|34.77'],
  ['ET', 1.5, 'et', 'edu.et', 'Addis Ababa|Addis Ababa|9.03|38.74;Gondar|Amhara|12.61|37.47;Jimma|Oromia|7.67|36.83;Mekelle|Tigray|13.50|39.47'],
  ['GH', 1, 'en_GH', 'edu.gh', 'Accra|Greater Accra|5.60|-0.19;Kumasi|Ashanti|6.69|-1.62;Cape Coast|Central Region|5.11|-1.25'],
  ['UG', 1, 'ke', 'ac.ug', 'Kampala|Central Region|0.35|32.58;Mbarara|Western Region|-0.61|30.66'],
  ['TZ', 0.8, 'ke', 'ac.tz', 'Dar es Salaam|Dar es Salaam|-6.79|39.21;Dodoma|Dodoma|-6.16|35.75;Moshi|Kilimanjaro|-3.35|37.34'],
  ['CM', 0.6, 'fr_SN', 'cm', 'Yaoundé|Centre|3.85|11.50;Douala|Littoral|4.05|9.70'],
  ['SN', 0.5, 'fr_SN', 'sn', 'Dakar|Dakar|14.72|-17.47;Saint-Louis|Saint-Louis|16.03|-16.49'],
  ['UA', 2, 'ru', 'edu.ua', 'Kyiv|Kyiv|50.45|30.52;Kharkiv|Kharkiv Oblast|49.99|36.23;Lviv|Lviv Oblast|49.84|24.03;Odesa|Odesa Oblast|46.48|30.72'],
  ['KZ', 0.4, 'ru', 'kz', 'Almaty|Almaty|43.24|76.89;Astana|Astana|51.17|71.45'],
  ['HU', 2, 'hu', 'hu', 'Budapest|Budapest|47.50|19.04;Szeged|Csongrád-Csanád|46.25|20.15;Debrecen|Hajdú-Bihar|47.53|21.63;Pécs|Baranya|46.07|18.23'],
  ['RO', 2, 'ro', 'ro', 'Bucharest|Bucharest|44.43|26.10;Cluj-Napoca|Cluj|46.77|23.59;Iași|Iași|47.16|27.59;Timișoara|Timiș|45.75|21.23'],
  ['HR', 1, 'hr', 'hr', 'Zagreb|City of Zagreb|45.81|15.98;Split|Split-Dalmatia|43.51|16.44;Rijeka|Primorje-Gorski Kotar|45.33|14.44'],
  ['RS', 1, 'hr', 'ac.rs', 'Belgrade|Belgrade|44.79|20.45;Novi Sad|Vojvodina|45.27|19.83;Niš|Nišava|43.32|21.90'],
];

export const PLACES: readonly Place[] = RAW.map(([code, weight, names, tld, cities]) => ({
  code,
  weight,
  names,
  academicTld: tld,
  cities: cities.split(';').map((c) => {
    const [name, region, lat, lon] = c.split('|');
    return { name: name!, region: region!, lat: Number(lat), lon: Number(lon) };
  }),
}));

/** Local-language form of 'University of {City}' where one is common, for alternative names. */
export const LOCAL_UNIVERSITY: Readonly<Record<string, string>> = {
  DE: 'Universität {city}',
  AT: 'Universität {city}',
  CH: 'Universität {city}',
  FR: 'Université de {city}',
  BE: 'Universiteit {city}',
  NL: 'Universiteit {city}',
  ES: 'Universidad de {city}',
  MX: 'Universidad de {city}',
  AR: 'Universidad de {city}',
  CL: 'Universidad de {city}',
  CO: 'Universidad de {city}',
  IT: 'Università di {city}',
  PT: 'Universidade de {city}',
  BR: 'Universidade de {city}',
  SE: '{city} universitet',
  DK: '{city} Universitet',
  NO: 'Universitetet i {city}',
  PL: 'Uniwersytet w {city}',
};
