import { ChildrenSection } from './ChildrenSection';
import { ExaminationTypes } from './ExaminationTypes';
import { FeaturedExaminations } from './FeaturedExaminations';
import { GradientCloudBlock } from './GradientCloudBlock';
import { Hero } from './Hero';
import { HorizontalGallery } from './HorizontalGallery';
import { Iconblock } from './Iconblock';
import { News } from './News';
import { OurDoctors } from './OurDoctors';
import type { HomeBlock } from './parse';
import { Personas } from './Personas';
import { Price } from './Price';
import type { BlockContext } from './Section';
import { TestPoints } from './TestPoints';
import { Welcome } from './Welcome';
import { WhyUs } from './WhyUs';

/** The home page's blocks in the content's order; each heading gets an id unique on the page. */
export function HomeBlocks({ blocks, ctx }: { blocks: HomeBlock[]; ctx: BlockContext }) {
  return (
    <>
      {blocks.map((block, index) => (
        <HomeBlockView key={index} block={block} id={`block-${index + 1}`} ctx={ctx} />
      ))}
    </>
  );
}

function HomeBlockView({ block, id, ctx }: { block: HomeBlock; id: string; ctx: BlockContext }) {
  switch (block.kind) {
    case 'hero':
      return <Hero block={block.data} lang={ctx.lang} imageResizing={ctx.imageResizing} />;
    case 'iconblock':
      return <Iconblock block={block.data} id={id} />;
    case 'why-us':
      return <WhyUs block={block.data} id={id} ctx={ctx} />;
    case 'examination-types':
      return <ExaminationTypes block={block.data} id={id} ctx={ctx} />;
    case 'gradient-cloud-block':
      return <GradientCloudBlock block={block.data} id={id} ctx={ctx} />;
    case 'price':
      return <Price block={block.data} id={id} ctx={ctx} />;
    case 'welcome':
      return <Welcome block={block.data} id={id} ctx={ctx} />;
    case 'our-doctors':
      return <OurDoctors block={block.data} id={id} ctx={ctx} />;
    case 'test-points':
      return <TestPoints block={block.data} id={id} ctx={ctx} />;
    case 'news':
      return <News block={block.data} id={id} ctx={ctx} />;
    case 'children-section':
      return <ChildrenSection block={block.data} id={id} ctx={ctx} />;
    case 'personas':
      return <Personas block={block.data} id={id} ctx={ctx} />;
    case 'horizontal-gallery':
      return <HorizontalGallery block={block.data} id={id} ctx={ctx} />;
    case 'featured-examinations':
      return <FeaturedExaminations block={block.data} id={id} ctx={ctx} />;
  }
}
