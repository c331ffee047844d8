/** The public rankings page. */
export default {
  title: 'वरीयता',
  subtitle: 'हरेक तौल वर्गका {{brand}} च्याम्पियन र शीर्ष १५',
  metaDescription: '{{brand}} का हरेक तौल वर्गका च्याम्पियन र वरीयता, हरेक फाइटरको स्थान परिवर्तनसहित।',
  jump: 'तौल वर्गहरू',
  asOf: '{{date}} सम्मको',
  champion: 'च्याम्पियन',
  vacant: 'उपाधि रिक्त छ।',
  new: 'नयाँ',
  same: 'परिवर्तन छैन',
  up_one: '{{count}} स्थान माथि',
  up_other: '{{count}} स्थान माथि',
  down_one: '{{count}} स्थान तल',
  down_other: '{{count}} स्थान तल',
  leftOut: 'वरीयताबाट बाहिरिएका: {{names}}',
  empty: 'अहिलेसम्म कुनै वरीयता प्रकाशित भएको छैन।',
  loadError: 'वरीयता खुल्न सकेन',
};
