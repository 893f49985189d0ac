/**
 * Romanized personal names for countries whose faker locale writes names in a non-Latin script.
 * OpenAlex shows these authors in Latin script ('Wei Zhang', 'Hiroshi Tanaka'), as their papers
 * do, so the demo does the same. Chinese and Korean given names are built from syllables, which
 * gives the variety of real names from a short list.
 */

export interface RomanizedNames {
  given: readonly string[];
  family: readonly string[];
  /** syllables combined into two-syllable given names ('Xiao' + 'ming') */
  syllables?: readonly string[];
  /** how two syllables join: 'Xiaoming' (zh) or 'Min-jun' (ko) */
  joiner?: '' | '-';
}

// prettier-ignore
export const ROMANIZED: Readonly<Record<string, RomanizedNames>> = {
  zh: {
    family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Lin', 'Gao', 'Luo', 'Zheng', 'Liang', 'Xie', 'Song', 'Tang', 'Han', 'Feng', 'Deng', 'Cao', 'Peng', 'Zeng', 'Xiao', 'Tian', 'Dong', 'Pan', 'Yuan', 'Cai', 'Jiang', 'Yu', 'Du', 'Ye', 'Cheng', 'Wei', 'Su', 'Lü', 'Ding', 'Ren', 'Shen', 'Yao', 'Lu'],
    given: ['Wei', 'Jing', 'Lei', 'Yan', 'Jun', 'Hui', 'Ying', 'Tao', 'Min', 'Bin', 'Hao', 'Qiang', 'Xin', 'Yu', 'Jie', 'Fang', 'Ping', 'Gang', 'Li', 'Na'],
    syllables: ['Xiao', 'Jian', 'Zhi', 'Hong', 'Yong', 'Guo', 'Hai', 'Wen', 'Ming', 'Hua', 'Jia', 'Yi', 'Zi', 'Yu', 'Xin', 'Chen', 'Hao', 'Rui', 'Lin', 'Feng', 'Qing', 'Tian', 'Jun', 'Yun', 'Kai', 'Bo', 'Peng', 'Shan', 'Dong', 'Mei', 'Ting', 'Han', 'Xue', 'Long', 'Cheng', 'Fei', 'Lan', 'Qi', 'Ya', 'Zhen'],
    joiner: '',
  },
  ko: {
    family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Oh', 'Seo', 'Shin', 'Kwon', 'Hwang', 'Ahn', 'Song', 'Yoo', 'Hong', 'Jeon', 'Ko', 'Moon', 'Yang', 'Son', 'Bae', 'Baek', 'Heo', 'Nam', 'Noh'],
    given: [],
    syllables: ['Min', 'Ji', 'Seo', 'Hyun', 'Jun', 'Young', 'Soo', 'Jae', 'Woo', 'Sung', 'Hye', 'Eun', 'Dong', 'Ho', 'Yeon', 'Kyung', 'Jin', 'Hoon', 'Sang', 'Won', 'Chul', 'Mi', 'Na', 'Yun', 'Seung', 'Hee', 'Joon', 'Bin', 'Gyu', 'Tae'],
    joiner: '-',
  },
  ja: {
    family: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Yamaguchi', 'Matsumoto', 'Inoue', 'Kimura', 'Hayashi', 'Shimizu', 'Yamazaki', 'Mori', 'Abe', 'Ikeda', 'Hashimoto', 'Ishikawa', 'Ogawa', 'Fujita', 'Okada', 'Goto', 'Hasegawa', 'Murakami', 'Kondo', 'Ishii', 'Saito', 'Sakamoto', 'Endo', 'Aoki', 'Fujii', 'Nishimura', 'Fukuda'],
    given: ['Hiroshi', 'Takashi', 'Kenji', 'Yuki', 'Akira', 'Naoko', 'Yuko', 'Satoshi', 'Kazuo', 'Makoto', 'Tomoko', 'Keiko', 'Haruka', 'Daisuke', 'Shota', 'Yusuke', 'Takuya', 'Kaori', 'Masahiro', 'Ryo', 'Emi', 'Aiko', 'Koji', 'Tetsuya', 'Yoshiko', 'Mai', 'Sayaka', 'Kenta', 'Shinji', 'Noriko', 'Hiroki', 'Kazuki', 'Akiko', 'Naoki', 'Yumi', 'Takeshi', 'Masato', 'Rie', 'Yoshihiro', 'Atsushi'],
  },
  ru: {
    family: ['Ivanov', 'Smirnov', 'Kuznetsov', 'Popov', 'Vasiliev', 'Petrov', 'Sokolov', 'Mikhailov', 'Novikov', 'Fedorov', 'Morozov', 'Volkov', 'Alekseev', 'Lebedev', 'Semenov', 'Egorov', 'Pavlov', 'Kozlov', 'Stepanov', 'Nikolaev', 'Orlov', 'Andreev', 'Makarov', 'Nikitin', 'Zakharov', 'Zaitsev', 'Soloviev', 'Borisov', 'Yakovlev', 'Grigoriev', 'Romanov', 'Vorobiev', 'Sergeev', 'Kovalenko', 'Shevchenko', 'Bondarenko', 'Tkachenko', 'Kravchenko', 'Melnyk', 'Frolov'],
    given: ['Alexander', 'Sergey', 'Dmitry', 'Andrey', 'Alexey', 'Mikhail', 'Ivan', 'Nikolay', 'Vladimir', 'Pavel', 'Yuri', 'Oleg', 'Igor', 'Maxim', 'Evgeny', 'Roman', 'Anton', 'Artem', 'Olga', 'Elena', 'Tatiana', 'Natalia', 'Irina', 'Svetlana', 'Anna', 'Maria', 'Ekaterina', 'Yulia', 'Anastasia', 'Marina', 'Victoria', 'Daria', 'Ksenia', 'Oksana', 'Galina', 'Vera'],
  },
  ar: {
    family: ['Hassan', 'Ali', 'Mohamed', 'Ahmed', 'Ibrahim', 'Mahmoud', 'Mostafa', 'Abdelrahman', 'Al-Harbi', 'Al-Qahtani', 'Al-Otaibi', 'Al-Ghamdi', 'Al-Zahrani', 'El-Sayed', 'Khalil', 'Saleh', 'Youssef', 'Salem', 'Haddad', 'Nasser', 'Abdullah', 'Farouk', 'Mansour', 'Khaled', 'Othman', 'Aziz', 'Hamdan', 'Benali', 'Bouzid', 'Chaabane', 'Ben Salah', 'Al-Shammari', 'Radwan', 'Said', 'Zaki', 'Hamed'],
    given: ['Mohamed', 'Ahmed', 'Omar', 'Ali', 'Khaled', 'Youssef', 'Mahmoud', 'Mustafa', 'Hassan', 'Ibrahim', 'Abdullah', 'Tarek', 'Amr', 'Karim', 'Walid', 'Sami', 'Hamza', 'Fatima', 'Aisha', 'Mariam', 'Nour', 'Sara', 'Layla', 'Huda', 'Rania', 'Amira', 'Dina', 'Salma', 'Yasmin', 'Heba', 'Reem', 'Noha'],
  },
  fa: {
    family: ['Mohammadi', 'Hosseini', 'Ahmadi', 'Rezaei', 'Moradi', 'Karimi', 'Jafari', 'Rahimi', 'Hashemi', 'Mousavi', 'Sadeghi', 'Heidari', 'Ghasemi', 'Kazemi', 'Abbasi', 'Zare', 'Akbari', 'Rostami', 'Shahbazi', 'Ebrahimi', 'Mirzaei', 'Salehi', 'Hosseinzadeh', 'Nazari', 'Jalali', 'Amini', 'Bagheri', 'Najafi', 'Asadi', 'Farahani'],
    given: ['Ali', 'Mohammad', 'Reza', 'Hossein', 'Mehdi', 'Amir', 'Hamid', 'Saeed', 'Majid', 'Mohsen', 'Behzad', 'Davood', 'Masoud', 'Hadi', 'Fatemeh', 'Zahra', 'Maryam', 'Sara', 'Narges', 'Leila', 'Mahsa', 'Elham', 'Somayeh', 'Parisa', 'Neda', 'Shirin'],
  },
  he: {
    family: ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Friedman', 'Avraham', 'Katz', 'Goldberg', 'Shapiro', 'Ben-David', 'Azoulay', 'Dahan', 'Rosenberg', 'Klein', 'Weiss', 'Segal', 'Ashkenazi', 'Baruch', 'Golan'],
    given: ['David', 'Yosef', 'Daniel', 'Ariel', 'Noam', 'Itai', 'Eitan', 'Amit', 'Yael', 'Noa', 'Tamar', 'Michal', 'Shira', 'Maya', 'Ronit', 'Avi', 'Moshe', 'Uri', 'Omer', 'Gal', 'Dana', 'Hila'],
  },
  el: {
    family: ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Ioannou', 'Konstantinou', 'Dimitriou', 'Vlachos', 'Karagiannis', 'Oikonomou', 'Pappas', 'Christodoulou', 'Antoniou', 'Makris', 'Alexiou', 'Theodorou', 'Economou', 'Petridis', 'Kotsis', 'Stavrou', 'Zervas'],
    given: ['Georgios', 'Dimitrios', 'Konstantinos', 'Ioannis', 'Nikolaos', 'Panagiotis', 'Christos', 'Vasileios', 'Athanasios', 'Evangelos', 'Maria', 'Eleni', 'Aikaterini', 'Sofia', 'Georgia', 'Anna', 'Despina', 'Ioanna', 'Vasiliki', 'Dimitra'],
  },
  th: {
    family: ['Srisuk', 'Wongsuwan', 'Chaiyasit', 'Saetang', 'Thongdee', 'Kittisak', 'Rattanakorn', 'Suksawat', 'Boonmee', 'Chantharat', 'Phromma', 'Somboon', 'Jaidee', 'Intarasit', 'Kaewkla', 'Pattanapong'],
    given: ['Somchai', 'Somsak', 'Prasert', 'Anan', 'Chaiwat', 'Kittipong', 'Nattapong', 'Wichai', 'Suda', 'Siriporn', 'Kanya', 'Pimchanok', 'Nattaya', 'Wanida', 'Ratana', 'Supaporn'],
  },
  pk: {
    family: ['Khan', 'Ahmad', 'Hussain', 'Ali', 'Iqbal', 'Shah', 'Malik', 'Butt', 'Raza', 'Akhtar', 'Javed', 'Aslam', 'Rehman', 'Qureshi', 'Siddiqui', 'Chaudhry', 'Mahmood', 'Anwar', 'Abbas', 'Nawaz', 'Farooq', 'Tariq', 'Riaz', 'Saeed'],
    given: ['Muhammad', 'Ahmed', 'Ali', 'Usman', 'Bilal', 'Hamza', 'Imran', 'Asif', 'Kashif', 'Fahad', 'Waqas', 'Zubair', 'Shahid', 'Naveed', 'Ayesha', 'Fatima', 'Sana', 'Maryam', 'Hina', 'Rabia', 'Sadia', 'Nida', 'Amna', 'Saima'],
  },
  bd: {
    family: ['Rahman', 'Hossain', 'Islam', 'Ahmed', 'Uddin', 'Akter', 'Khatun', 'Chowdhury', 'Hasan', 'Alam', 'Sarker', 'Das', 'Roy', 'Saha', 'Karim', 'Miah', 'Biswas', 'Haque', 'Mondal', 'Kabir'],
    given: ['Mohammad', 'Abdul', 'Md.', 'Rafiq', 'Shahidul', 'Mahbub', 'Anisur', 'Kamrul', 'Tanvir', 'Sajid', 'Nusrat', 'Farhana', 'Sharmin', 'Tahmina', 'Rokeya', 'Sumaiya', 'Nasrin', 'Jannatul'],
  },
  ke: {
    family: ['Otieno', 'Odhiambo', 'Ochieng', 'Wanjiru', 'Mwangi', 'Kamau', 'Njoroge', 'Kiprono', 'Cheruiyot', 'Mutua', 'Musyoka', 'Omondi', 'Wafula', 'Kariuki', 'Nyambura', 'Mugisha', 'Ssempala', 'Nakato', 'Mushi', 'Mollel', 'Kimaro', 'Okello', 'Achieng', 'Kiptoo'],
    given: ['John', 'Peter', 'James', 'Joseph', 'Samuel', 'David', 'Daniel', 'Brian', 'Kevin', 'Dennis', 'Grace', 'Mary', 'Faith', 'Mercy', 'Esther', 'Ruth', 'Jane', 'Agnes', 'Irene', 'Caroline', 'Wanjiku', 'Akinyi'],
  },
  et: {
    family: ['Tesfaye', 'Bekele', 'Alemu', 'Getachew', 'Haile', 'Tadesse', 'Mekonnen', 'Girma', 'Assefa', 'Worku', 'Kebede', 'Desta', 'Abebe', 'Gebremedhin', 'Wolde', 'Negash', 'Ayele', 'Mulugeta'],
    given: ['Abebe', 'Dawit', 'Yonas', 'Solomon', 'Tewodros', 'Bereket', 'Henok', 'Samuel', 'Mesfin', 'Tsegaye', 'Hana', 'Meron', 'Selam', 'Tigist', 'Bethlehem', 'Mahlet', 'Hiwot', 'Eden'],
  },
};
