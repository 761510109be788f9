// The agency's own passages: the states it serves (each with its own Medigap rules, as content writes them from the
// state's data), how to reach it, its hours, its experience and the insurance companies it represents.
import { constants, type ServiceArea, type StateMedigapRulesText } from '@agency/content';
import type { Passage } from '../passage.ts';
import type { GroundingContent } from '../passages.ts';

export function areaPassages(
  areas: ReadonlyArray<ServiceArea>,
  medigapRules: ReadonlyArray<StateMedigapRulesText>,
): Passage[] {
  const passages: Passage[] = [];
  const primary = areas.filter((area) => area.primary).map((area) => area.name);
  const others = areas.filter((area) => !area.primary).map((area) => area.name);
  const list = (names: string[]) =>
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
  passages.push({
    id: 'area:all',
    kind: 'area',
    topic: 'service-area',
    title: 'States we serve',
    keywords: `states serve help where live office located location in person visit near me ${areas.map((area) => `${area.name} ${area.code}`).join(' ')}`,
    text:
      `We help people with Medicare in ${list(primary)}` +
      (others.length ? `, and we also help people in ${list(others)}. ` : '. ') +
      'We meet by phone or video, so you can get help from home.',
    url: '/service-areas',
  });
  for (const area of areas) {
    passages.push({
      id: `area:${area.slug}`,
      kind: 'area',
      topic: 'service-area',
      title: `Medicare help in ${area.name}`,
      keywords: `${area.name} ${area.code} state`,
      text: area.description,
      url: `/service-areas/${area.slug}`,
    });
    // The state's birthday rule (or that the sources show none) and the guaranteed-issue rights its law adds.
    const rules = medigapRules.find((entry) => entry.stateId === area.slug);
    if (rules)
      passages.push({
        id: `area:${area.slug}:birthday-rule`,
        kind: 'area',
        topic: 'medigap',
        title: `Medigap rules in ${area.name}`,
        keywords: `${area.name} ${area.code} medigap supplement switch birthday rule guaranteed issue rights state law own rules`,
        text: rules.text,
        url: `/service-areas/${area.slug}`,
      });
  }
  return passages;
}

export function agencyPassages(content: GroundingContent): Passage[] {
  const { brand: agency, carriers } = content;
  const names = carriers.names;
  return [
    {
      id: 'agency:contact',
      kind: 'agency',
      topic: 'our-service',
      title: 'Talk with a licensed advisor',
      keywords:
        'talk speak person human agent advisor call phone contact hours reach email book appointment office address located location visit',
      text:
        `You can talk with a licensed advisor by calling ${agency.tollFreePhone.display}, ` +
        `${agency.officeHours.chat}. Our office is located at ${agency.address.street}, ${agency.address.city}, ` +
        `${agency.address.state} ${agency.address.zip}. You can also email ${agency.email} or book a free consultation on our ` +
        'website. The consultation is free and there is no obligation.',
      url: '/#contact',
    },
    {
      id: 'agency:hours',
      kind: 'agency',
      topic: 'agency',
      title: 'What are your office hours?',
      keywords: 'hours open office hours when are you open weekend saturday sunday',
      text:
        `Our licensed advisors answer calls ${agency.officeHours.chat}, at ${agency.tollFreePhone.display}. ` +
        'You can book a free consultation on our website at any time.',
      url: '/#contact',
    },
    {
      id: 'agency:experience',
      kind: 'agency',
      topic: 'our-service',
      title: 'How long have you been in business?',
      keywords: 'how long in business years experience since founded established started family business',
      text:
        `${agency.agencyName} has been in business since ${constants.stats.foundedYear}, and our advisors have ` +
        `${constants.stats.yearsCombinedExperience}+ years of combined experience helping people with Medicare. ` +
        'We are an independent, family-run agency.',
      url: '/about',
    },
    {
      id: 'agency:carriers',
      kind: 'agency',
      topic: 'our-service',
      title: 'Insurance companies we represent',
      keywords: `carrier insurance company companies represent work with every plan all plans sell offer carry access ${names.join(' ')}`,
      text:
        `We are an independent agency and represent ${carriers.representedCount} insurance companies, such as ` +
        `${names.slice(0, 6).join(', ')}. We do not offer every plan available in your area; ` +
        'Medicare.gov or 1-800-MEDICARE can give you information on all of your options.',
      url: '/#carriers',
    },
  ];
}
