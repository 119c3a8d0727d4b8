"""cv.typ.j2 (cvgen's own template) compiled by Jinja2 ahead of time: made by
`make templates`, never edited by hand. cvgen uses it only while FINGERPRINT is
that of the template's text, this Jinja2 and its environment (else it compiles
the template as Jinja2 does: cvgen/support/templates.py)."""
# fmt: off
FINGERPRINT = 'f6e6fd7da4c99937304bac3a68548b8cd4dc61ff857ce1c9e933eeea9d3d27c1'
from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'cv.typ.j2'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_cv = resolve('cv')
    l_0_fonts = resolve('fonts')
    l_0_look = resolve('look')
    l_0_bullets = l_0_label = l_0_subsection = missing
    try:
        t_1 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    pass
    yield '#import "cvgen.typ": *\n// cvgen-look: (accent: rgb('
    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'accent'))
    yield '), scale: '
    yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'scale'))
    yield ', body: ('
    yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'))
    yield ', ..'
    yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallbacks'))
    yield '), head: ('
    yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'))
    yield ', ..'
    yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallbacks'))
    yield '))\n'
    if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'legend'):
        pass
        template = environment.get_template('diffmarks.typ.j2', 'cv.typ.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'bullets': l_0_bullets, 'label': l_0_label, 'subsection': l_0_subsection}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'breaks_at_spaces'):
        pass
        yield '#set text(cjk-latin-spacing: none)\n#show regex("\\S*\\p{Hangul}\\S*"): box\n'
    yield '#show: cv.with(\n  accent: rgb('
    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'accent'))
    yield '),\n  scale: '
    yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'scale'))
    yield ',\n  lang: '
    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'lang'))
    yield ',\n  date: '
    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'date'))
    yield ',\n  body: '
    yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'))
    yield ',\n  head: '
    yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'))
    yield ',\n  fallbacks: '
    yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallbacks'))
    yield ',\n  letter: '
    yield str(('true' if environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'letter') else 'false'))
    yield ',\n  margins: ('
    t_2 = 1
    for (l_1_side, l_1_length) in environment.call(context, environment.getattr(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'margins'), 'items')):
        _loop_vars = {}
        pass
        yield str(l_1_side)
        yield ': '
        yield str(l_1_length)
        yield ', '
        t_2 = 0
    l_1_side = l_1_length = missing
    if t_2:
        pass
        yield ':'
    yield '),\n  dates-left: '
    yield str(('true' if environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'dates_left') else 'false'))
    yield ',\n  footer: (['
    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'footer_date'))
    yield '], ['
    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'footer_name'))
    yield ']),\n  page-label: (['
    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'page_before'))
    yield '], ['
    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'page_after'))
    yield ']),\n)\n\n'
    if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'):
        pass
        yield '#cvphotoheader('
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'))
        yield ', side: '
        if (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'photo') in ('left', 'right')):
            pass
            yield str(environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'photo'))
        else:
            pass
            yield 'auto'
        yield ')[\n'
    yield '#cvname(['
    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'given_name'))
    yield '], ['
    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'family_name'))
    yield '])\n'
    if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'position'):
        pass
        yield '#cvposition['
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'position'))
        yield ']\n'
    if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'address'):
        pass
        yield '#cvaddress['
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'address'))
        yield ']\n'
    if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'contacts'):
        pass
        yield '#cvcontacts(\n'
        for l_1_c in environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'contacts'):
            _loop_vars = {}
            pass
            yield '  (icon: '
            if (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'contacts') == 'words'):
                pass
                yield 'none'
            else:
                pass
                yield str(environment.getattr(l_1_c, 'icon'))
            yield ', word: ['
            yield str(environment.getattr(l_1_c, 'word'))
            yield '], sep: ['
            yield str(environment.getattr(l_1_c, 'sep'))
            yield '], text: ['
            yield str(environment.getattr(l_1_c, 'text'))
            yield '], url: '
            if environment.getattr(l_1_c, 'url'):
                pass
                yield str(environment.getattr(l_1_c, 'url'))
            else:
                pass
                yield 'none'
            yield '),\n'
        l_1_c = missing
        yield ')\n'
    if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'):
        pass
        yield ']\n'
    if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'summary'):
        pass
        yield '#cvsummaryline['
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'summary'))
        yield ']\n'
    if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'legend'):
        pass
        yield '#cvlegend['
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'legend'))
        yield ']\n'
    def macro(l_1_items):
        t_3 = []
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        pass
        t_3.append(
            '(',
        )
        for l_2_b in l_1_items:
            _loop_vars = {}
            pass
            t_3.extend((
                '([',
                str(environment.getattr(l_2_b, 'text')),
                '], ',
                str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getitem(l_2_b, 'items'), _loop_vars=_loop_vars)),
                '), ',
            ))
        l_2_b = missing
        t_3.append(
            ')',
        )
        return concat(t_3)
    context.exported_vars.add('bullets')
    context.vars['bullets'] = l_0_bullets = Macro(environment, macro, 'bullets', ('items',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_section, l_1_e):
        t_4 = []
        if l_1_section is missing:
            l_1_section = undefined("parameter 'section' was not provided", name='section')
        if l_1_e is missing:
            l_1_e = undefined("parameter 'e' was not provided", name='e')
        pass
        if (environment.getattr(l_1_section, 'numbered') and environment.getattr(l_1_e, 'label')):
            pass
            t_4.extend((
                '#cvpaperlabel[',
                str(environment.getattr(l_1_e, 'label')),
                ']',
            ))
        return concat(t_4)
    context.exported_vars.add('label')
    context.vars['label'] = l_0_label = Macro(environment, macro, 'label', ('section', 'e'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_e, l_1_loop):
        t_5 = []
        if l_1_e is missing:
            l_1_e = undefined("parameter 'e' was not provided", name='e')
        if l_1_loop is missing:
            l_1_loop = undefined("parameter 'loop' was not provided", name='loop')
        pass
        if (environment.getattr(l_1_e, 'subsection') and (environment.getattr(l_1_loop, 'first') or (environment.getattr(l_1_e, 'subsection') != environment.getattr(environment.getattr(l_1_loop, 'previtem'), 'subsection')))):
            pass
            if (not environment.getattr(l_1_loop, 'first')):
                pass
                t_5.append(
                    '#cvneedspace(7)\n',
                )
            t_5.extend((
                '#cvsubsection[',
                str(environment.getattr(l_1_e, 'subsection')),
                ']\n',
            ))
        return concat(t_5)
    context.exported_vars.add('subsection')
    context.vars['subsection'] = l_0_subsection = Macro(environment, macro, 'subsection', ('e', 'loop'), False, False, False, context.eval_ctx.autoescape)
    yield '#let cvneedspace(n) = context {\n  let m = page.margin\n  let bottom = if type(m) == dictionary { m.bottom.length } else { 2.5cm }\n  let next = query(selector(<cvgen-need>).after(here())).at(0, default: none)\n  let broke = next != none and next.location().page() != here().page()\n  let y = here().position().y + if broke { 10pt } else { 0pt }\n  if page.height - bottom - y < n * 12pt * '
    yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'scale'))
    yield ' { colbreak(weak: true) }\n  [#metadata(n) <cvgen-need>]\n}\n'
    l_1_loop = missing
    for l_1_section, l_1_loop in LoopContext(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'sections'), undefined):
        l_1_prev = missing
        _loop_vars = {}
        pass
        l_1_prev = (None if environment.getattr(l_1_loop, 'first') else environment.getattr(l_1_loop, 'previtem'))
        _loop_vars['prev'] = l_1_prev
        if ((((((undefined(name='prev') if l_1_prev is missing else l_1_prev) and (environment.getattr((undefined(name='prev') if l_1_prev is missing else l_1_prev), 'kind') == 'entries')) and environment.getattr((undefined(name='prev') if l_1_prev is missing else l_1_prev), 'entries')) and (not (environment.getattr((undefined(name='prev') if l_1_prev is missing else l_1_prev), 'papers') and (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'papers') in ('classic', 'numbered'))))) and (not environment.getattr(environment.getitem(environment.getattr((undefined(name='prev') if l_1_prev is missing else l_1_prev), 'entries'), -1), 'bullets'))) and (not (t_1(environment.getattr(environment.getitem(environment.getattr((undefined(name='prev') if l_1_prev is missing else l_1_prev), 'entries'), -1), 'continues')) and environment.getattr(environment.getitem(environment.getattr((undefined(name='prev') if l_1_prev is missing else l_1_prev), 'entries'), -1), 'continues')))):
            pass
            yield '#cvafterbare()\n'
        yield '\n#cvneedspace('
        if ((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'entries')):
            pass
            yield str(((7 if environment.getattr(environment.getitem(environment.getattr(l_1_section, 'entries'), 0), 'bullets') else 5) + (2 if environment.getattr(l_1_section, 'summary') else 0)))
        else:
            pass
            yield '4'
        yield ')\n#cvsection(['
        yield str(environment.getitem(environment.getattr(l_1_section, 'title'), 0))
        yield '], ['
        yield str(environment.getitem(environment.getattr(l_1_section, 'title'), 1))
        yield '])\n'
        if environment.getattr(l_1_section, 'summary'):
            pass
            yield '#cvsectionsummary(italic: '
            yield str(('false' if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'cjk_locale') else 'true'))
            yield ')['
            yield str(environment.getattr(l_1_section, 'summary'))
            yield ']\n'
        if (((((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'papers')) and environment.getattr(l_1_section, 'numbered')) and (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'papers') != 'numbered')) and (not environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'dates_left'))):
            pass
            yield '#cvpaperlist(('
            def t_6(fiter):
                for l_2_e in fiter:
                    if (t_1(environment.getattr(l_2_e, 'label')) and environment.getattr(l_2_e, 'label')):
                        yield l_2_e
            for l_2_e in t_6(environment.getattr(l_1_section, 'entries')):
                _loop_vars = {}
                pass
                yield '['
                yield str(environment.getattr(l_2_e, 'label'))
                yield '], '
            l_2_e = missing
            yield '))\n'
        if (((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'papers')) and (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'papers') == 'classic')):
            pass
            l_2_loop = missing
            for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_section, 'entries'), undefined):
                _loop_vars = {}
                pass
                if (not environment.getattr(l_2_loop, 'first')):
                    pass
                    yield '#cvneedspace(4)\n'
                yield str(environment.call(context, (undefined(name='subsection') if l_0_subsection is missing else l_0_subsection), l_2_e, l_2_loop, _loop_vars=_loop_vars))
                yield '\n#cvpaper(['
                yield str(environment.call(context, (undefined(name='label') if l_0_label is missing else l_0_label), l_1_section, l_2_e, _loop_vars=_loop_vars))
                yield str(environment.getattr(l_2_e, 'title'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'authors'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'edition_venue'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'edition_when'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'extras'))
                yield '])\n'
            l_2_loop = l_2_e = missing
        elif ((((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'papers')) and (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'papers') == 'numbered')) and environment.getattr(l_1_section, 'counted')):
            pass
            yield '#cvreferences((\n'
            for l_2_e in environment.getattr(l_1_section, 'entries'):
                _loop_vars = {}
                pass
                yield '  (['
                yield str(environment.getattr(l_2_e, 'initials'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'title'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'cited_venue'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'date'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'note'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'extras'))
                yield ']),\n'
            l_2_e = missing
            yield '))\n'
        elif (((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'papers')) and (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'papers') == 'numbered')):
            pass
            l_2_loop = missing
            for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_section, 'entries'), undefined):
                _loop_vars = {}
                pass
                if (environment.getattr(l_2_loop, 'first') or (environment.getattr(l_2_e, 'subsection') != environment.getattr(environment.getattr(l_2_loop, 'previtem'), 'subsection'))):
                    pass
                    if (not environment.getattr(l_2_loop, 'first')):
                        pass
                        yield '))\n'
                    yield str(environment.call(context, (undefined(name='subsection') if l_0_subsection is missing else l_0_subsection), l_2_e, l_2_loop, _loop_vars=_loop_vars))
                    yield '\n#cvlabelledreferences((\n'
                yield '  (['
                yield str(environment.getattr(l_2_e, 'label'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'initials'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'title'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'cited_venue'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'date'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'note'))
                yield '], ['
                yield str(environment.getattr(l_2_e, 'extras'))
                yield ']),\n'
                if environment.getattr(l_2_loop, 'last'):
                    pass
                    yield '))\n'
            l_2_loop = l_2_e = missing
        elif (environment.getattr(l_1_section, 'kind') == 'entries'):
            pass
            l_2_loop = missing
            for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_section, 'entries'), undefined):
                _loop_vars = {}
                pass
                if environment.getattr(l_1_section, 'papers'):
                    pass
                    yield str(environment.call(context, (undefined(name='subsection') if l_0_subsection is missing else l_0_subsection), l_2_e, l_2_loop, _loop_vars=_loop_vars))
                    yield '\n'
                if environment.getattr(l_2_e, 'group'):
                    pass
                    if (not environment.getattr(l_2_loop, 'first')):
                        pass
                        yield '#cvneedspace(6)\n'
                    yield '#cvsubsection['
                    yield str(environment.getattr(l_2_e, 'group'))
                    yield ']\n'
                if environment.getattr(l_2_e, 'continues'):
                    pass
                    yield '#cvneedspace(3)\n#cvnextrole(['
                    yield str(environment.getattr(l_2_e, 'role'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'date'))
                    yield '], '
                    yield str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getattr(l_2_e, 'bullets'), _loop_vars=_loop_vars))
                    yield ')\n'
                else:
                    pass
                    if (not environment.getattr(l_2_loop, 'first')):
                        pass
                        yield '#cvneedspace(5)\n'
                    yield '#cventry(['
                    yield str(environment.call(context, (undefined(name='label') if l_0_label is missing else l_0_label), l_1_section, l_2_e, _loop_vars=_loop_vars))
                    yield str(environment.getattr(l_2_e, 'title'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'location'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'role'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'date'))
                    yield '], '
                    yield str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getattr(l_2_e, 'bullets'), _loop_vars=_loop_vars))
                    yield ')\n'
            l_2_loop = l_2_e = missing
        elif (environment.getattr(l_1_section, 'kind') == 'paragraph'):
            pass
            yield '#cvparagraph['
            yield str(environment.getattr(l_1_section, 'text'))
            yield ']\n'
        elif (environment.getattr(l_1_section, 'kind') == 'list'):
            pass
            yield '#cvitems('
            yield str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getitem(l_1_section, 'items'), _loop_vars=_loop_vars))
            yield ')\n'
        elif (environment.getattr(l_1_section, 'kind') == 'honors'):
            pass
            for l_2_group in environment.getattr(l_1_section, 'groups'):
                _loop_vars = {}
                pass
                if environment.getattr(l_2_group, 'name'):
                    pass
                    yield '#cvsubsection['
                    yield str(environment.getattr(l_2_group, 'name'))
                    yield ']\n'
                for l_3_h in environment.getattr(l_2_group, 'rows'):
                    _loop_vars = {}
                    pass
                    yield '#cvhonor(['
                    yield str(environment.getattr(l_3_h, 'year'))
                    yield '], ['
                    yield str(environment.getattr(l_3_h, 'title'))
                    yield '], ['
                    yield str(environment.getattr(l_3_h, 'issuer'))
                    yield '], ['
                    yield str(environment.getattr(l_3_h, 'location'))
                    yield '], join: ['
                    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'join'))
                    yield '])\n'
                l_3_h = missing
            l_2_group = missing
        elif (environment.getattr(l_1_section, 'kind') == 'skills'):
            pass
            for l_2_row in environment.getattr(l_1_section, 'rows'):
                _loop_vars = {}
                pass
                yield '#cvskill(['
                yield str(environment.getattr(l_2_row, 'category'))
                yield '], ['
                yield str(environment.getitem(l_2_row, 'items'))
                yield '])\n'
            l_2_row = missing
    l_1_loop = l_1_section = l_1_prev = missing
    yield '\n#context {\n  let m = page.margin\n  [#metadata((y: here().position().y.pt(), height: page.height.pt(),\n    top: m.top.length.pt(), bottom: m.bottom.length.pt())) <cvgen-fill>]\n}\n'

blocks = {}
debug_info = '7=22&8=34&9=36&11=42&21=46&22=48&23=50&24=52&25=54&26=56&27=58&28=60&29=63&30=76&31=78&32=82&38=86&39=89&41=99&42=103&43=106&45=108&46=111&50=113&52=116&53=120&57=142&61=145&62=148&64=150&65=153&67=155&68=163&69=180&70=197&71=204&73=206&76=213&94=220&97=223&103=227&104=229&108=233&109=240&111=244&112=247&117=251&118=254&120=266&121=269&122=272&125=275&126=277&128=289&130=292&131=296&134=310&136=313&137=316&138=318&141=321&144=324&145=338&149=342&150=345&151=348&152=350&155=352&156=354&159=358&161=360&164=363&166=371&169=375&172=387&173=390&174=392&175=395&176=397&177=399&178=402&179=405&181=407&182=411&185=423&186=425&187=429'
