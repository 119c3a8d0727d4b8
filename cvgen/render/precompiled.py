"""cvgen's own templates compiled by Jinja2 ahead of time: made by `make
templates`, never edited by hand, never imported. Each template's code runs
only when FINGERPRINT, which cvgen sets before running this module, is that of
the template's name and text, this Jinja2 and its environment; else cvgen
compiles the template as Jinja2 does (cvgen/support/templates.py)."""
# fmt: off
if FINGERPRINT == 'adc789925614b47c19e74864d2aa9c4f2fe4232df7a8907b36a7e4ca99cc516e':  # latex_templates/cjk.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'cjk.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_cv = resolve('cv')
        l_0_fonts = resolve('fonts')
        l_0_cjk_cv = l_0_korean = missing
        try:
            t_1 = environment.tests['defined']
        except KeyError:
            @internalcode
            def t_1(*unused):
                raise TemplateRuntimeError("No test named 'defined' found.")
        pass
        yield '\\usepackage{xeCJK}\n'
        l_0_cjk_cv = (t_1((undefined(name='cv') if l_0_cv is missing else l_0_cv)) and environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'cjk_locale'))
        context.vars['cjk_cv'] = l_0_cjk_cv
        context.exported_vars.add('cjk_cv')
        l_0_korean = ((undefined(name='cjk_cv') if l_0_cjk_cv is missing else l_0_cjk_cv) and environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'breaks_at_spaces'))
        context.vars['korean'] = l_0_korean
        context.exported_vars.add('korean')
        yield '\\xeCJKsetup{CJKspace=true, CJKecglue={\\hskip 0.25em plus 0.08em minus 0.05em}}\n'
        if (undefined(name='korean') if l_0_korean is missing else l_0_korean):
            pass
            yield '\\xeCJKsetup{CJKglue={}, CJKecglue={}}\n'
        yield '\\XeTeXinterwordspaceshaping=0\n\\xeCJKDeclareCharClass{Default}{"00B7, "2013, "2014, "2015, "2018, "2019,'
        if ((not (undefined(name='cjk_cv') if l_0_cjk_cv is missing else l_0_cjk_cv)) or (undefined(name='korean') if l_0_korean is missing else l_0_korean)):
            pass
            yield ' "201C,\n  "201D,'
        yield ' "2025, "2026, "2027}\n\\xeCJKDeclareCharClass{Default}{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'symbols'))
        yield '}\n\\setCJKmainfont{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'path'))
        yield ',\n  FontIndex='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'index'))
        yield ', BoldFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'BoldFont'))
        yield ',\n  BoldFeatures={FontIndex='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'index'))
        yield '}'
        if ((undefined(name='cjk_cv') if l_0_cjk_cv is missing else l_0_cjk_cv) and (not (undefined(name='korean') if l_0_korean is missing else l_0_korean))):
            pass
            yield ', CharacterWidth=Full'
        yield ']\n\\setCJKsansfont{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'path'))
        yield ',\n  FontIndex='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'index'))
        yield ', BoldFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'BoldFont'))
        yield ',\n  BoldFeatures={FontIndex='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'index'))
        yield '}'
        if ((undefined(name='cjk_cv') if l_0_cjk_cv is missing else l_0_cjk_cv) and (not (undefined(name='korean') if l_0_korean is missing else l_0_korean))):
            pass
            yield ', CharacterWidth=Full'
        yield ']\n'

    blocks = {}
    debug_info = '7=28&11=31&17=35&27=39&33=43&34=45&35=49&36=53&37=59&38=63&39=67'
elif FINGERPRINT == '8890dca19da32955efc4eb794aa84625825d8c544c88f1c978a4b99da45bd63b':  # latex_templates/cv.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'cv.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_fonts = resolve('fonts')
        l_0_cv = resolve('cv')
        l_0_styles = resolve('styles')
        l_0_look = resolve('look')
        l_0_s = missing
        try:
            t_1 = environment.filters['list']
        except KeyError:
            @internalcode
            def t_1(*unused):
                raise TemplateRuntimeError("No filter named 'list' found.")
        try:
            t_2 = environment.filters['rejectattr']
        except KeyError:
            @internalcode
            def t_2(*unused):
                raise TemplateRuntimeError("No filter named 'rejectattr' found.")
        try:
            t_3 = environment.filters['selectattr']
        except KeyError:
            @internalcode
            def t_3(*unused):
                raise TemplateRuntimeError("No filter named 'selectattr' found.")
        pass
        l_0_s = context.vars['s'] = environment.get_template('sections.tex.j2', 'cv.tex.j2').make_module(context.get_all(), True, {'s': l_0_s})
        context.exported_vars.discard('s')
        template = environment.get_template('preamble.tex.j2', 'cv.tex.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
        yield '% cvgen: end of the standard preamble\n'
        if ('cjk' in (undefined(name='fonts') if l_0_fonts is missing else l_0_fonts)):
            pass
            template = environment.get_template('cjk.tex.j2', 'cv.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        if ('fallback' in (undefined(name='fonts') if l_0_fonts is missing else l_0_fonts)):
            pass
            template = environment.get_template('symbols.tex.j2', 'cv.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'legend'):
            pass
            template = environment.get_template('diffmarks.tex.j2', 'cv.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        for l_1_style in (undefined(name='styles') if l_0_styles is missing else l_0_styles):
            _loop_vars = {}
            pass
            yield str(l_1_style)
            yield '\n'
        l_1_style = missing
        template = environment.get_template('options.tex.j2', 'cv.tex.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
        yield '\\usepackage{bookmark}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'):
            pass
            template = environment.get_template('photo.tex.j2', 'cv.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'grouped'):
            pass
            template = environment.get_template('positions.tex.j2', 'cv.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        yield '\\newcounter{cvbookmark}\n\\newcommand*{\\cvbookmarktitle}{}\n\\newcommand*{\\cvnextbookmark}[1]{\\gdef\\cvbookmarktitle{#1}}\n\\protected\\def\\cvbookmark{\\stepcounter{cvbookmark}\\pdfbookmark[0]{\\cvbookmarktitle}{cvsection.\\arabic{cvbookmark}}}\n'
        if t_1(context.eval_ctx, t_3(context, environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'sections'), 'summary')):
            pass
            yield '\\providecommand*{\\cvsectionsummary}[1]{\\par\n  {\\cvsize{9}{1.25em}\\bodyfont'
            if (not environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'cjk_locale')):
                pass
                yield '\\itshape'
            yield '\\color{cvgray}#1\\par}%\n  \\nopagebreak\\vspace{1mm}}\n'
        yield '\n\\begin{document}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'):
            pass
            yield '\\begin{cvphotoheader}{'
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'))
            yield '}\n'
        yield '\\cvname{'
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'given_name'))
        yield '}{'
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'family_name'))
        yield '}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'position'):
            pass
            yield '\\cvposition{'
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'position'))
            yield '}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'address'):
            pass
            yield '\\cvaddress{'
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'address'))
            yield '}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'contacts'):
            pass
            if ((environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'contacts') == 'words') or t_1(context.eval_ctx, t_2(context, environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'contacts'), 'icon'))):
                pass
                yield '\\providecommand*{\\cvcontactword}[1]{#1:\\nobreak\\ }\n'
                if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'word_separator'):
                    pass
                    yield '\\renewcommand*{\\cvcontactword}[1]{#1'
                    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'word_separator'))
                    yield '}\n'
            yield '\\cvcontacts{%\n'
            l_1_loop = missing
            for l_1_c, l_1_loop in LoopContext(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'contacts'), undefined):
                _loop_vars = {}
                pass
                if (not environment.getattr(l_1_loop, 'first')):
                    pass
                    yield '\\cvcontactsep'
                if (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'contacts') == 'words'):
                    pass
                    if environment.getattr(l_1_c, 'word'):
                        pass
                        yield '\\cvcontactword{'
                        yield str(environment.getattr(l_1_c, 'word'))
                        yield '}'
                    if environment.getattr(l_1_c, 'url'):
                        pass
                        yield '\\href{'
                        yield str(environment.getattr(l_1_c, 'url'))
                        yield '}{'
                    yield str(environment.getattr(l_1_c, 'text'))
                else:
                    pass
                    if environment.getattr(l_1_c, 'icon'):
                        pass
                        if environment.getattr(l_1_c, 'url'):
                            pass
                            yield '\\href{'
                            yield str(environment.getattr(l_1_c, 'url'))
                            yield '}{'
                        yield '\\cvicon{\\icon'
                        yield str(environment.getattr(l_1_c, 'font'))
                        yield '}{'
                        yield str(environment.getattr(l_1_c, 'icon'))
                        yield '}{'
                        yield str(environment.getattr(l_1_c, 'units'))
                        yield '}{'
                        yield str(environment.getattr(l_1_c, 'outline'))
                        yield '}~'
                    else:
                        pass
                        if environment.getattr(l_1_c, 'word'):
                            pass
                            yield '\\cvcontactword{'
                            yield str(environment.getattr(l_1_c, 'word'))
                            yield '}'
                        if environment.getattr(l_1_c, 'url'):
                            pass
                            yield '\\href{'
                            yield str(environment.getattr(l_1_c, 'url'))
                            yield '}{'
                    yield str(environment.getattr(l_1_c, 'text'))
                if environment.getattr(l_1_c, 'url'):
                    pass
                    yield '}'
                yield '%\n'
            l_1_loop = l_1_c = missing
            yield '}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'):
            pass
            yield '\\end{cvphotoheader}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'summary'):
            pass
            yield '\\providecommand*{\\cvsummaryline}[1]{\\ifdefined\\cvfullwidth\\cvfullwidth{\\raggedright\\cvsize{8}{1.3em}\\bodyfont\\color{cvgray}#1\\par}\\else{\\centering\\cvsize{8.5}{1.3em}\\bodyfont\\color{cvgray}#1\\par}\\fi\\vspace{1.5mm}}\n\\cvsummaryline{'
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'summary'))
            yield '}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'legend'):
            pass
            yield '\n\\cvlegend{'
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'legend'))
            yield '}\n'
        for l_1_section in environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'sections'):
            _loop_vars = {}
            pass
            yield '\n\\cvnextbookmark{'
            yield str(environment.getitem(environment.getattr(l_1_section, 'title'), 0))
            yield str(environment.getitem(environment.getattr(l_1_section, 'title'), 1))
            yield '}\n\\cvsection'
            if ((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'entries')):
                pass
                yield '['
                yield str(((7 if environment.getattr(environment.getitem(environment.getattr(l_1_section, 'entries'), 0), 'bullets') else 5) + (2 if environment.getattr(l_1_section, 'summary') else 0)))
                yield '\\baselineskip]'
            yield '{\\cvbookmark '
            yield str(environment.getitem(environment.getattr(l_1_section, 'title'), 0))
            yield '}{'
            yield str(environment.getitem(environment.getattr(l_1_section, 'title'), 1))
            yield '}\n'
            yield str(environment.call(context, environment.getattr((undefined(name='s') if l_0_s is missing else l_0_s), 'render'), l_1_section, _loop_vars=_loop_vars))
            yield '\n'
        l_1_section = missing
        yield '\\end{document}\n'

    blocks = {}
    debug_info = '4=110&5=112&7=119&8=121&10=127&11=129&13=135&14=137&17=143&18=146&20=149&25=156&26=158&28=164&29=166&36=173&41=176&48=181&49=184&51=187&52=191&53=194&55=196&56=199&60=201&61=203&63=206&65=209&69=213&70=216&74=269&79=272&83=275&85=277&87=280&89=282&94=286&95=289&96=299'
elif FINGERPRINT == '51cdc48c810067df7bf9475bd1637a26845bcbc3f4023f781aceae879393b64f':  # latex_templates/cv.typ.j2
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
    debug_info = '7=328&8=340&9=342&11=348&21=352&22=354&23=356&24=358&25=360&26=362&27=364&28=366&29=369&30=382&31=384&32=388&38=392&39=395&41=405&42=409&43=412&45=414&46=417&50=419&52=422&53=426&57=448&61=451&62=454&64=456&65=459&67=461&68=469&69=486&70=503&71=510&73=512&76=519&94=526&97=529&103=533&104=535&108=539&109=546&111=550&112=553&117=557&118=560&120=572&121=575&122=578&125=581&126=583&128=595&130=598&131=602&134=616&136=619&137=622&138=624&141=627&144=630&145=644&149=648&150=651&151=654&152=656&155=658&156=660&159=664&161=666&164=669&166=677&169=681&172=693&173=696&174=698&175=701&176=703&177=705&178=708&179=711&181=713&182=717&185=729&186=731&187=735'
elif FINGERPRINT == '0fd8d5ee47e3d092633802dd9bc1b43848fc57d9fd9ff83f4a8aa8c4cd84e3b9':  # latex_templates/diffmarks.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'diffmarks.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_cv = resolve('cv')
        pass
        yield '\\usepackage[normalem]{ulem}\n\\definecolor{cvaddedcolor}{HTML}{'
        yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'diff_colours'), 'added'))
        yield '}\n\\definecolor{cvremovedcolor}{HTML}{'
        yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'diff_colours'), 'removed'))
        yield '}\n\\newcommand{\\cvadded}[1]{{\\color{cvaddedcolor}\\uline{#1}}}\n\\newcommand{\\cvremoved}[1]{{\\color{cvremovedcolor}\\sout{#1}}}\n\\newcommand{\\cvchanged}[2]{\\cvremoved{#1}\\,{\\color{cvgray}$\\rightarrow$}\\,\\cvadded{#2}}\n\\newcommand{\\cvlegend}[1]{{\\cvsize{8}{1.3em}\\bodyfont\\color{cvgray}\\noindent\n  \\fcolorbox{cvlight}{white}{\\parbox{\\dimexpr\\linewidth-2\\fboxsep-2\\fboxrule\\relax}{\\centering #1\\\\\n  Key: \\cvadded{added}\\quad \\cvremoved{removed}\\quad \\cvchanged{old}{new}}}\\par}\\vspace{1mm}}\n'

    blocks = {}
    debug_info = '7=758&8=760'
elif FINGERPRINT == 'e4b7c5cf109ebb67da38c4a24713bf3fed870fd2f3e9519cdcf9d171e3832721':  # latex_templates/diffmarks.typ.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'diffmarks.typ.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_cv = resolve('cv')
        pass
        yield '#let cvaddedcolor = rgb('
        yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'diff_colours'), 'added'))
        yield ')\n#let cvremovedcolor = rgb('
        yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'diff_colours'), 'removed'))
        yield ')\n#let cvadded(body) = text(fill: cvaddedcolor, underline(body))\n#let cvremoved(body) = text(fill: cvremovedcolor, strike(body))\n#let cvchanged(old, new) = [#cvremoved(old)#h(0.1667em)#text(fill: cvgray)[→]#h(0.1667em)#cvadded(new)]\n#let cvlegend(body) = block(width: 100%, stroke: 0.4pt + cvlight, inset: 3pt, above: 0pt,\n  below: 1mm + 3pt, sz(8, text(fill: cvgray, align(center, par(leading: 0.5em,\n  [#body \\ Key: #cvadded[added]#h(1em)#cvremoved[removed]#h(1em)#cvchanged[old][new]])))))\n'

    blocks = {}
    debug_info = '5=778&6=780'
elif FINGERPRINT == '8b910ed87611c5837019101afee7b3b75fec4fc142155b67a31214cc5f52b6c6':  # latex_templates/fonts.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'fonts.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_fonts = resolve('fonts')
        try:
            t_1 = environment.tests['defined']
        except KeyError:
            @internalcode
            def t_1(*unused):
                raise TemplateRuntimeError("No test named 'defined' found.")
        pass
        yield '\\setmainfont{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'path'))
        yield ',\n  BoldFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldFont'))
        yield ', ItalicFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'ItalicFont'))
        yield ',\n  BoldItalicFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldItalicFont'))
        yield ',\n  ItalicFeatures={'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'ItalicFeatures'))
        yield '}, BoldItalicFeatures={'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'ItalicFeatures'))
        yield '}'
        if t_1(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldFeatures')):
            pass
            yield ',\n  BoldFeatures={'
            yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldFeatures'))
            yield '}'
        yield ']\n\\newfontfamily\\bodyfont{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'path'))
        yield ',\n  BoldFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldFont'))
        yield ', ItalicFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'ItalicFont'))
        yield ',\n  BoldItalicFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldItalicFont'))
        yield ',\n  ItalicFeatures={'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'ItalicFeatures'))
        yield '}, BoldItalicFeatures={'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'ItalicFeatures'))
        yield '}'
        if t_1(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldFeatures')):
            pass
            yield ',\n  BoldFeatures={'
            yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldFeatures'))
            yield '}'
        yield ']\n\\newfontface\\semibold{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'Semibold'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'path'))
        yield ']\n\\newfontfamily\\headfont{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'), 'path'))
        yield ',\n  BoldFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'), 'BoldFont'))
        if t_1(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'), 'BoldFeatures')):
            pass
            yield ',\n  BoldFeatures={'
            yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'), 'BoldFeatures'))
            yield '}'
        yield ']\n\\newfontfamily\\iconsolid{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'solid'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'solid'), 'path'))
        yield ']\n\\newfontfamily\\iconbrands{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'brands'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'brands'), 'path'))
        yield ']\n'

    blocks = {}
    debug_info = '7=804&8=808&9=812&10=814&11=821&12=824&13=828&14=832&15=834&16=841&17=844&18=848&19=852&20=856&21=859&22=863'
elif FINGERPRINT == '124752afe294db7631db67f354da23dd4263887ec855043f15b26acb600fccc3':  # latex_templates/options.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'options.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_cv = resolve('cv')
        pass
        if environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'paper'):
            pass
            yield '\\geometry{'
            yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'paper'))
            yield '}\n'
        if environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'margins'):
            pass
            yield '\\geometry{'
            yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'margins'))
            yield '}\n'
        if environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'fontscale'):
            pass
            yield '\\renewcommand*{\\cvfontscale}{'
            yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'fontscale'))
            yield '}\n'
        if (environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'dates') == 'left'):
            pass
            yield '\\cvdatesleft\n'
        yield '\\setaccent{'
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'accent'))
        yield '}\n\\cvfooter{'
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'footer_date'))
        yield '}{'
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'footer_name'))
        yield '}\n\\newcommand*{\\cvjoin}{'
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'join'))
        yield '}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'page_label'):
            pass
            yield '\\renewcommand*{\\cvpagelabel}{'
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'page_label'))
            yield '}\n'

    blocks = {}
    debug_info = '4=882&5=885&7=887&8=890&10=892&11=895&13=897&16=901&17=903&19=907&20=909&21=912'
elif FINGERPRINT == '10a7f4e72b55825ada12ea3082675415d19b17175ca19f6b94d62480872e5d80':  # latex_templates/photo.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'photo.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_look = resolve('look')
        pass
        yield '\\usepackage{graphicx}\n\\newlength{\\cvphotowidth}\n\\setlength{\\cvphotowidth}{2.4cm}\n'
        if (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'photo') == 'right'):
            pass
            yield '\\makeatletter\n\\newenvironment{cvphotoheader}[1]{\\def\\cv@photo{#1}\\par\\noindent\n  \\begin{minipage}[c]{\\dimexpr\\linewidth-\\cvphotowidth-5mm\\relax}}%\n  {\\end{minipage}\\hfill\n  \\begin{minipage}[c]{\\cvphotowidth}%\n    \\includegraphics[width=\\cvphotowidth,height=3cm,keepaspectratio]{\\cv@photo}%\n  \\end{minipage}\\par\\vspace{2mm}}\n\\makeatother\n'
        else:
            pass
            yield '\\newenvironment{cvphotoheader}[1]{\\par\\noindent\n  \\begin{minipage}[c]{\\cvphotowidth}%\n    \\includegraphics[width=\\cvphotowidth,height=3cm,keepaspectratio]{#1}%\n  \\end{minipage}\\hfill\n  \\begin{minipage}[c]{\\dimexpr\\linewidth-\\cvphotowidth-5mm\\relax}}%\n  {\\end{minipage}\\par\\vspace{2mm}}\n'

    blocks = {}
    debug_info = '10=930'
elif FINGERPRINT == '172112f0594e31d974ca8404056274427993fec3d9618d838bba57509452c321':  # latex_templates/positions.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'positions.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        pass
        yield '\\newcommand{\\cvnextrole}[3]{%\n  \\cvneedspace{3\\baselineskip}\\vspace{-0.6mm}%\n  \\ifcvdatesleft\n    \\begin{list}{}{\\setlength{\\leftmargin}{\\cvdatewidth}\\setlength{\\topsep}{0pt}%\n      \\setlength{\\partopsep}{0pt}\\setlength{\\parsep}{0pt}\\setlength{\\itemsep}{0pt}}%\n    \\item[]\\leavevmode\\llap{\\parbox[t]{\\dimexpr\\cvdatewidth-\\cvdatesep\\relax}{%\n      \\color{cvlight}\\raggedright\\leavevmode\\entrydate{#2}}\\hspace{\\cvdatesep}}%\n      \\cvrow{\\entryrole{#1}}{}\\nopagebreak\n      #3\\if\\relax\\detokenize{#3}\\relax\\vspace{\\cvnobulletgap}\\fi\n    \\end{list}%\n  \\else\n    \\cvrow{\\entryrole{#1}}{\\entrydate{#2}}\\nopagebreak\n    #3\\if\\relax\\detokenize{#3}\\relax\\vspace{\\cvnobulletgap}\\fi\n  \\fi\\vspace{1.2mm}}\n'

    blocks = {}
    debug_info = ''
elif FINGERPRINT == '2b6897c1a43d261135a951bb7a886151d4d28556d9cc69fb60ba315573705657':  # latex_templates/preamble.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'preamble.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        pass
        yield '\\documentclass{cvgen}\n'
        template = environment.get_template('fonts.tex.j2', 'preamble.tex.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
        try:
            for event in gen:
                yield event
        finally: gen.close()

    blocks = {}
    debug_info = '5=966'
elif FINGERPRINT == 'b6977ab1dbabfecfc9504abc881ef163cf89882b0ebe6b574cac36b1484fe689':  # latex_templates/publications.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'publications.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_fonts = resolve('fonts')
        l_0_page = resolve('page')
        pass
        yield '\\documentclass{cvgen}\n'
        template = environment.get_template('fonts.tex.j2', 'publications.tex.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
        if ('cjk' in (undefined(name='fonts') if l_0_fonts is missing else l_0_fonts)):
            pass
            template = environment.get_template('cjk.tex.j2', 'publications.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        if ('fallback' in (undefined(name='fonts') if l_0_fonts is missing else l_0_fonts)):
            pass
            template = environment.get_template('symbols.tex.j2', 'publications.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        yield '\\cvfooter{}{'
        yield str(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'title'))
        yield "}\n% \\pubentry{title}{venue short}{venue long}{date}{authors}: the CV's entry head, with\n% room between the rows (titles here often take two lines)\n\\newcommand{\\pubentry}[5]{%\n  \\ifcvaftertitle\\else\\cvneedspace{6\\baselineskip}\\fi\n  \\cvheadrow{#1}{#2}\\nopagebreak\\vspace{0.5mm}%\n  \\cvrow{\\entryrole{#3}}{\\entrydate{#4}}\\nopagebreak\\vspace{0.8mm}%\n  {\\fontsize{9pt}{1.25em}\\bodyfont\\color{cvtext}#5\\par}}\n\\newcommand{\\pubabstract}[1]{\\vspace{0.8mm}%\n  {\\fontsize{8.5pt}{1.25em}\\bodyfont\\color{cvgray}#1\\par}}\n\n\\begin{document}\n\\cvname{}{"
        yield str(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'title'))
        yield '}\n\\cvposition{'
        yield str(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'summary'))
        yield '}\n'
        for l_1_group in environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'years'):
            _loop_vars = {}
            pass
            yield '\n'
            if environment.getattr(l_1_group, 'year'):
                pass
                yield '\\cvsection[9\\baselineskip]{'
                yield str(environment.getattr(l_1_group, 'year'))
                yield '}{}\n'
            for l_2_p in environment.getattr(l_1_group, 'papers'):
                _loop_vars = {}
                pass
                yield '\\pubentry{'
                yield str(environment.getattr(l_2_p, 'title'))
                yield '}{'
                yield str(environment.getattr(l_2_p, 'venue_short'))
                yield '}{'
                yield str(environment.getattr(l_2_p, 'venue_long'))
                yield '}{'
                yield str(environment.getattr(l_2_p, 'date'))
                yield '}{'
                yield str(environment.getattr(l_2_p, 'authors'))
                yield '}\n'
                if environment.getattr(l_2_p, 'abstract'):
                    pass
                    yield '\\pubabstract{'
                    yield str(environment.getattr(l_2_p, 'abstract'))
                    yield '}\n'
                yield '\\vspace{2.5mm}\n\n'
            l_2_p = missing
        l_1_group = missing
        yield '\\end{document}\n'

    blocks = {}
    debug_info = '4=989&5=995&6=997&8=1003&9=1005&11=1012&23=1014&24=1016&25=1018&27=1022&28=1025&30=1027&31=1031&32=1041&33=1044'
elif FINGERPRINT == '59471c25e444a650c97001715cbc672139b071f22aaa932dede6c2b94edd22b3':  # latex_templates/sections.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'sections.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_bullets = l_0_numbered_preamble = l_0_label = l_0_render = missing
        try:
            t_1 = environment.tests['defined']
        except KeyError:
            @internalcode
            def t_1(*unused):
                raise TemplateRuntimeError("No test named 'defined' found.")
        pass
        def macro(l_1_items):
            t_2 = []
            if l_1_items is missing:
                l_1_items = undefined("parameter 'items' was not provided", name='items')
            pass
            if l_1_items:
                pass
                t_2.append(
                    '\\begin{cvitems}\n',
                )
                for l_2_b in l_1_items:
                    _loop_vars = {}
                    pass
                    t_2.extend((
                        '\\item ',
                        str(environment.getattr(l_2_b, 'text')),
                        '\n',
                    ))
                    if environment.getitem(l_2_b, 'items'):
                        pass
                        t_2.append(
                            '\\begin{cvsubitems}\n',
                        )
                        for l_3_sub in environment.getitem(l_2_b, 'items'):
                            _loop_vars = {}
                            pass
                            t_2.extend((
                                '\\item ',
                                str(environment.getattr(l_3_sub, 'text')),
                                str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getitem(l_3_sub, 'items'), _loop_vars=_loop_vars)),
                                '\n',
                            ))
                        l_3_sub = missing
                        t_2.append(
                            '\\end{cvsubitems}\n',
                        )
                l_2_b = missing
                t_2.append(
                    '\\end{cvitems}\n',
                )
            return concat(t_2)
        context.exported_vars.add('bullets')
        context.vars['bullets'] = l_0_bullets = Macro(environment, macro, 'bullets', ('items',), False, False, False, context.eval_ctx.autoescape)
        yield '\n'
        def macro():
            t_3 = []
            pass
            t_3.append(
                '\\providecommand*{\\cvpaperlabel}[1]{[#1]\\enspace}\n\\providecommand*{\\cvpaperlist}[1]{}\n\\providecommand*{\\endcvpaperlist}{}\n',
            )
            return concat(t_3)
        context.exported_vars.add('numbered_preamble')
        context.vars['numbered_preamble'] = l_0_numbered_preamble = Macro(environment, macro, 'numbered_preamble', (), False, False, False, context.eval_ctx.autoescape)
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
                    '\\cvpaperlabel{',
                    str(environment.getattr(l_1_e, 'label')),
                    '}',
                ))
            return concat(t_4)
        context.exported_vars.add('label')
        context.vars['label'] = l_0_label = Macro(environment, macro, 'label', ('section', 'e'), False, False, False, context.eval_ctx.autoescape)
        yield '\n'
        def macro(l_1_section):
            t_5 = []
            l_1_look = resolve('look')
            if l_1_section is missing:
                l_1_section = undefined("parameter 'section' was not provided", name='section')
            pass
            if environment.getattr(l_1_section, 'summary'):
                pass
                t_5.extend((
                    '\\cvsectionsummary{',
                    str(environment.getattr(l_1_section, 'summary')),
                    '}\n',
                ))
            if (((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'papers')) and (environment.getattr((undefined(name='look') if l_1_look is missing else l_1_look), 'papers') == 'classic')):
                pass
                if environment.getattr(l_1_section, 'numbered'):
                    pass
                    t_5.extend((
                        str(environment.call(context, (undefined(name='numbered_preamble') if l_0_numbered_preamble is missing else l_0_numbered_preamble))),
                        '\n',
                    ))
                l_2_loop = missing
                for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_section, 'entries'), undefined):
                    l_2_starts = missing
                    _loop_vars = {}
                    pass
                    l_2_starts = (environment.getattr(l_2_loop, 'first') or (environment.getattr(l_2_e, 'subsection') != environment.getattr(environment.getattr(l_2_loop, 'previtem'), 'subsection')))
                    _loop_vars['starts'] = l_2_starts
                    if ((environment.getattr(l_1_section, 'numbered') and (undefined(name='starts') if l_2_starts is missing else l_2_starts)) and (not environment.getattr(l_2_loop, 'first'))):
                        pass
                        t_5.append(
                            '\\end{cvpaperlist}\n',
                        )
                    if (environment.getattr(l_2_e, 'subsection') and (undefined(name='starts') if l_2_starts is missing else l_2_starts)):
                        pass
                        if (not environment.getattr(l_2_loop, 'first')):
                            pass
                            t_5.append(
                                '\\cvneedspace{7\\baselineskip}',
                            )
                        t_5.extend((
                            '\\cvsubsection{',
                            str(environment.getattr(l_2_e, 'subsection')),
                            '}\n',
                        ))
                    if (environment.getattr(l_1_section, 'numbered') and (undefined(name='starts') if l_2_starts is missing else l_2_starts)):
                        pass
                        t_5.extend((
                            '\\begin{cvpaperlist}{',
                            str(environment.getattr(l_1_section, 'labels')),
                            '}\n',
                        ))
                    t_5.extend((
                        '\\cvpaper{',
                        str(environment.call(context, (undefined(name='label') if l_0_label is missing else l_0_label), l_1_section, l_2_e, _loop_vars=_loop_vars)),
                        str(environment.getattr(l_2_e, 'title')),
                        '}{',
                        str(environment.getattr(l_2_e, 'authors')),
                        '}{',
                        str(environment.getattr(l_2_e, 'edition_venue')),
                        '}{',
                        str(environment.getattr(l_2_e, 'edition_when')),
                        '}{',
                        str(environment.getattr(l_2_e, 'extras')),
                        '}\n',
                    ))
                    if (environment.getattr(l_1_section, 'numbered') and environment.getattr(l_2_loop, 'last')):
                        pass
                        t_5.append(
                            '\\end{cvpaperlist}\n',
                        )
                l_2_loop = l_2_e = l_2_starts = missing
            elif (((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'papers')) and (environment.getattr((undefined(name='look') if l_1_look is missing else l_1_look), 'papers') == 'numbered')):
                pass
                if environment.getattr(l_1_section, 'counted'):
                    pass
                    t_5.append(
                        '\\begin{cvreferences}\n',
                    )
                    for l_2_e in environment.getattr(l_1_section, 'entries'):
                        _loop_vars = {}
                        pass
                        t_5.extend((
                            '\\cvreference{',
                            str(environment.getattr(l_2_e, 'initials')),
                            '}{',
                            str(environment.getattr(l_2_e, 'title')),
                            '}{',
                            str(environment.getattr(l_2_e, 'cited_venue')),
                            '}{',
                            str(environment.getattr(l_2_e, 'date')),
                            '}{',
                            str(environment.getattr(l_2_e, 'note')),
                            '}{',
                            str(environment.getattr(l_2_e, 'extras')),
                            '}\n',
                        ))
                    l_2_e = missing
                    t_5.append(
                        '\\end{cvreferences}\n',
                    )
                else:
                    pass
                    l_2_loop = missing
                    for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_section, 'entries'), undefined):
                        _loop_vars = {}
                        pass
                        if (environment.getattr(l_2_loop, 'first') or (environment.getattr(l_2_e, 'subsection') != environment.getattr(environment.getattr(l_2_loop, 'previtem'), 'subsection'))):
                            pass
                            if (not environment.getattr(l_2_loop, 'first')):
                                pass
                                t_5.append(
                                    '\\end{cvreferences}\n',
                                )
                            if (environment.getattr(l_2_e, 'subsection') and (environment.getattr(l_2_loop, 'first') or (environment.getattr(l_2_e, 'subsection') != environment.getattr(environment.getattr(l_2_loop, 'previtem'), 'subsection')))):
                                pass
                                t_5.extend((
                                    '\\cvsubsection{',
                                    str(environment.getattr(l_2_e, 'subsection')),
                                    '}\n',
                                ))
                            t_5.extend((
                                '\\begin{cvreferences}[',
                                str(environment.getattr(l_1_section, 'widest')),
                                ']\n',
                            ))
                        t_5.extend((
                            '\\cvlabelledreference{',
                            str(environment.getattr(l_2_e, 'label')),
                            '}{',
                            str(environment.getattr(l_2_e, 'initials')),
                            '}{',
                            str(environment.getattr(l_2_e, 'title')),
                            '}{',
                            str(environment.getattr(l_2_e, 'cited_venue')),
                            '}{',
                            str(environment.getattr(l_2_e, 'date')),
                            '}{',
                            str(environment.getattr(l_2_e, 'note')),
                            '}{',
                            str(environment.getattr(l_2_e, 'extras')),
                            '}\n',
                        ))
                        if environment.getattr(l_2_loop, 'last'):
                            pass
                            t_5.append(
                                '\\end{cvreferences}\n',
                            )
                    l_2_loop = l_2_e = missing
            elif (environment.getattr(l_1_section, 'kind') == 'entries'):
                pass
                if environment.getattr(l_1_section, 'numbered'):
                    pass
                    t_5.extend((
                        str(environment.call(context, (undefined(name='numbered_preamble') if l_0_numbered_preamble is missing else l_0_numbered_preamble))),
                        '\n',
                    ))
                l_2_loop = missing
                for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_section, 'entries'), undefined):
                    l_2_starts = missing
                    _loop_vars = {}
                    pass
                    l_2_starts = (environment.getattr(l_1_section, 'papers') and (environment.getattr(l_2_loop, 'first') or (environment.getattr(l_2_e, 'subsection') != environment.getattr(environment.getattr(l_2_loop, 'previtem'), 'subsection'))))
                    _loop_vars['starts'] = l_2_starts
                    if ((environment.getattr(l_1_section, 'numbered') and (undefined(name='starts') if l_2_starts is missing else l_2_starts)) and (not environment.getattr(l_2_loop, 'first'))):
                        pass
                        t_5.append(
                            '\\end{cvpaperlist}\n',
                        )
                    if ((environment.getattr(l_1_section, 'papers') and environment.getattr(l_2_e, 'subsection')) and (undefined(name='starts') if l_2_starts is missing else l_2_starts)):
                        pass
                        if (not environment.getattr(l_2_loop, 'first')):
                            pass
                            t_5.append(
                                '\\cvneedspace{7\\baselineskip}',
                            )
                        t_5.extend((
                            '\\cvsubsection{',
                            str(environment.getattr(l_2_e, 'subsection')),
                            '}\n',
                        ))
                    if (environment.getattr(l_1_section, 'numbered') and (undefined(name='starts') if l_2_starts is missing else l_2_starts)):
                        pass
                        t_5.extend((
                            '\\begin{cvpaperlist}{',
                            str(environment.getattr(l_1_section, 'labels')),
                            '}\n',
                        ))
                    if (t_1(environment.getattr(l_2_e, 'group')) and environment.getattr(l_2_e, 'group')):
                        pass
                        if (not environment.getattr(l_2_loop, 'first')):
                            pass
                            t_5.append(
                                '\\cvneedspace{6\\baselineskip}',
                            )
                        t_5.extend((
                            '\\cvsubsection{',
                            str(environment.getattr(l_2_e, 'group')),
                            '}\n',
                        ))
                    if (t_1(environment.getattr(l_2_e, 'continues')) and environment.getattr(l_2_e, 'continues')):
                        pass
                        t_5.extend((
                            '\\cvnextrole{',
                            str(environment.getattr(l_2_e, 'role')),
                            '}{',
                            str(environment.getattr(l_2_e, 'date')),
                            '}{%\n',
                            str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getattr(l_2_e, 'bullets'), _loop_vars=_loop_vars)),
                            '}\n',
                        ))
                    else:
                        pass
                        t_5.extend((
                            '\\cventry{',
                            str(environment.call(context, (undefined(name='label') if l_0_label is missing else l_0_label), l_1_section, l_2_e, _loop_vars=_loop_vars)),
                            str(environment.getattr(l_2_e, 'title')),
                            '}{',
                            str(environment.getattr(l_2_e, 'location')),
                            '}{',
                            str(environment.getattr(l_2_e, 'role')),
                            '}{',
                            str(environment.getattr(l_2_e, 'date')),
                            '}{%\n',
                            str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getattr(l_2_e, 'bullets'), _loop_vars=_loop_vars)),
                            '}\n',
                        ))
                    if (environment.getattr(l_1_section, 'numbered') and environment.getattr(l_2_loop, 'last')):
                        pass
                        t_5.append(
                            '\\end{cvpaperlist}\n',
                        )
                l_2_loop = l_2_e = l_2_starts = missing
            elif (environment.getattr(l_1_section, 'kind') == 'paragraph'):
                pass
                t_5.extend((
                    '\\cvparagraph{',
                    str(environment.getattr(l_1_section, 'text')),
                    '}\n',
                ))
            elif (environment.getattr(l_1_section, 'kind') == 'list'):
                pass
                t_5.extend((
                    str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getitem(l_1_section, 'items'))),
                    '\n',
                ))
            elif (environment.getattr(l_1_section, 'kind') == 'honors'):
                pass
                for l_2_group in environment.getattr(l_1_section, 'groups'):
                    _loop_vars = {}
                    pass
                    if environment.getattr(l_2_group, 'name'):
                        pass
                        t_5.extend((
                            '\\cvsubsection{',
                            str(environment.getattr(l_2_group, 'name')),
                            '}\n',
                        ))
                    for l_3_h in environment.getattr(l_2_group, 'rows'):
                        _loop_vars = {}
                        pass
                        t_5.extend((
                            '\\cvhonor{',
                            str(environment.getattr(l_3_h, 'year')),
                            '}{',
                            str(environment.getattr(l_3_h, 'title')),
                            '}{',
                            str(environment.getattr(l_3_h, 'issuer')),
                            '}{',
                            str(environment.getattr(l_3_h, 'location')),
                            '}\n',
                        ))
                    l_3_h = missing
                l_2_group = missing
            elif (environment.getattr(l_1_section, 'kind') == 'skills'):
                pass
                for l_2_row in environment.getattr(l_1_section, 'rows'):
                    _loop_vars = {}
                    pass
                    t_5.extend((
                        '\\cvskill{',
                        str(environment.getattr(l_2_row, 'category')),
                        '}{',
                        str(environment.getitem(l_2_row, 'items')),
                        '}\n',
                    ))
                l_2_row = missing
            return concat(t_5)
        context.exported_vars.add('render')
        context.vars['render'] = l_0_render = Macro(environment, macro, 'render', ('section',), False, False, False, context.eval_ctx.autoescape)

    blocks = {}
    debug_info = '7=1071&8=1076&10=1081&11=1086&12=1089&14=1094&15=1099&26=1115&31=1124&33=1142&34=1148&35=1152&37=1155&39=1157&40=1160&42=1164&43=1168&44=1170&47=1175&49=1177&50=1184&52=1187&53=1191&55=1196&56=1208&60=1214&62=1216&64=1221&65=1226&70=1246&71=1249&72=1251&75=1256&76=1260&78=1265&80=1270&81=1285&86=1291&87=1293&88=1296&90=1300&91=1304&92=1306&95=1311&97=1313&98=1320&100=1323&101=1327&105=1330&106=1332&107=1339&109=1342&111=1346&112=1350&114=1357&115=1366&117=1369&121=1375&122=1379&123=1382&124=1385&125=1388&126=1390&127=1393&128=1397&130=1400&131=1405&134=1416&135=1418&136=1423'
elif FINGERPRINT == 'b51fc63789351528837920fc90938e3167dec16a91e8790516c904c74a45bbd7':  # latex_templates/symbols.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'symbols.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_fonts = resolve('fonts')
        pass
        yield '\\newfontfamily\\cvfallbackfont{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'path'))
        yield ',\n  BoldFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'BoldFont'))
        yield ', ItalicFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'UprightFont'))
        yield ',\n  BoldItalicFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'BoldFont'))
        yield ', ItalicFeatures={'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'slant'))
        yield '},\n  BoldItalicFeatures={'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'slant'))
        yield '}, Scale=MatchLowercase]\n\\renewcommand*{\\cvfallback}[1]{{\\cvfallbackfont#1}}\n'

    blocks = {}
    debug_info = '6=1448&7=1452&8=1456&9=1460'
elif FINGERPRINT == '5b135ee871ba173b142f7bd0b3a7158cd96e9cb9b67a19ead9d6d79e49110142':  # latex_templates/themes/classic/photo.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'photo.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_look = resolve('look')
        pass
        yield '\\usepackage{graphicx}\n\\newlength{\\cvphotowidth}\n\\setlength{\\cvphotowidth}{2.2cm}\n'
        if (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'photo') == 'left'):
            pass
            yield '\\newenvironment{cvphotoheader}[1]{\\par\\noindent\n  \\begin{minipage}[c]{\\cvphotowidth}%\n    \\includegraphics[width=\\cvphotowidth,height=2.8cm,keepaspectratio]{#1}%\n  \\end{minipage}\\hfill\n  \\begin{minipage}[c]{\\dimexpr\\linewidth-\\cvphotowidth-5mm\\relax}}%\n  {\\end{minipage}\\par\\vspace{1.5mm}}\n'
        else:
            pass
            yield '\\makeatletter\n\\newenvironment{cvphotoheader}[1]{\\def\\cv@photo{#1}\\par\\noindent\n  \\begin{minipage}[c]{\\dimexpr\\linewidth-\\cvphotowidth-5mm\\relax}}%\n  {\\end{minipage}\\hfill\n  \\begin{minipage}[c]{\\cvphotowidth}%\n    \\includegraphics[width=\\cvphotowidth,height=2.8cm,keepaspectratio]{\\cv@photo}%\n  \\end{minipage}\\par\\vspace{1.5mm}}\n\\makeatother\n'

    blocks = {}
    debug_info = '7=1478'
elif FINGERPRINT == '3f8504d2fd72813824207462465b02a70ac20d5932cdc5c68b4798ce1a74dd58':  # latex_templates/themes/classic/positions.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'positions.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        pass
        yield '\\makeatletter\n\\newlength{\\cv@nextdepth}\n\\newcommand{\\cvnextrole}[3]{%\n  \\cvneedspace{3\\baselineskip}%\n  \\ifcv@datesleft\n    \\sbox{\\cv@box}{\\parbox[t]{\\dimexpr\\cvdatewidth-\\cvdatesep\\relax}{%\n      \\raggedright\\leavevmode\\entrydate{#2}}}%\n    \\setlength{\\cv@nextdepth}{\\dp\\cv@box}%\n    \\begin{cv@dated}{\\cvdatewidth}{#2}%\n      \\cv@row{\\entryrole{#1}}{}{\\entrydate}\\nopagebreak\n      \\if\\relax\\detokenize{#3}\\relax\\vspace{\\cvnobulletgap}%\n        \\ifdim\\cv@nextdepth>\\dp\\strutbox\\vspace{\\dimexpr\\cv@nextdepth-\\dp\\strutbox\\relax}\\fi\n      \\else#3\\fi\n    \\end{cv@dated}%\n  \\else\n    \\cv@row{\\entryrole{#1}}{#2}{\\entrydate}\\nopagebreak\n    #3\\if\\relax\\detokenize{#3}\\relax\\vspace{\\cvnobulletgap}\\fi\n  \\fi\\vspace{1.4mm}}\n\\makeatother\n'

    blocks = {}
    debug_info = ''
elif FINGERPRINT == 'ac03e847ea86f03ceab96c913324143ac426a53598d3f3ac7b30ac2eb9ad928a':  # latex_templates/themes/margin/photo.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'photo.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_look = resolve('look')
        pass
        yield '\\usepackage{graphicx}\n\\newlength{\\cvphotowidth}\n\\setlength{\\cvphotowidth}{2.2cm}\n\\makeatletter\n'
        if (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'photo') == 'left'):
            pass
            yield '\\newenvironment{cvphotoheader}[1]{\\par\\noindent\\hspace*{-\\cvmargin}%\n  \\begin{minipage}[b]{\\cvphotowidth}%\n    \\includegraphics[width=\\cvphotowidth,height=2.8cm,keepaspectratio]{#1}%\n    \\par\\vspace{1mm}%\n  \\end{minipage}\\hfill\n  \\begin{minipage}[b]{\\dimexpr\\linewidth+\\cvmargin-\\cvphotowidth-4mm\\relax}%\n  \\renewcommand{\\cvfullwidth}[1]{\\par\\noindent\\parbox[t]{\\linewidth}{##1}\\par}}%\n  {\\end{minipage}\\par\\vspace{1mm}}\n'
        else:
            pass
            yield '\\newenvironment{cvphotoheader}[1]{\\def\\cv@photo{#1}\\par\\noindent\\hspace*{-\\cvmargin}%\n  \\begin{minipage}[b]{\\dimexpr\\linewidth+\\cvmargin-\\cvphotowidth-4mm\\relax}%\n  \\renewcommand{\\cvfullwidth}[1]{\\par\\noindent\\parbox[t]{\\linewidth}{##1}\\par}}%\n  {\\end{minipage}\\hfill\n  \\begin{minipage}[b]{\\cvphotowidth}\\raggedleft\n    \\includegraphics[width=\\cvphotowidth,height=2.8cm,keepaspectratio]{\\cv@photo}%\n    \\par\\vspace{1mm}%\n  \\end{minipage}\\par\\vspace{1mm}}\n'
        yield '\\makeatother\n'

    blocks = {}
    debug_info = '9=1515'
elif FINGERPRINT == '761ff89888679a2186e54f7c0609e3e32a8c2c2ad136177ab4291c8c21fd5ea9':  # latex_templates/themes/margin/positions.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'positions.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        pass
        yield '\\newcommand{\\cvnextrole}[3]{%\n  \\cvneedspace{3\\baselineskip}\\vspace{-0.6mm}%\n  \\ifcvdatesleft\n    \\cvrow{\\entrydate{#2}\\if\\relax\\detokenize{#1}\\relax\\else\n      \\if\\relax\\detokenize{#2}\\relax\\else{\\color{cvlight}\\quad\\textbar\\quad}\\fi\n      \\entryrole{#1}\\fi}{}\\nopagebreak\n  \\else\n    \\cvrow{\\entryrole{#1}}{\\entrydate{#2}}\\nopagebreak\n  \\fi\n  #3\\if\\relax\\detokenize{#3}\\relax\\vspace{\\cvnobulletgap}\\fi\\vspace{1.6mm}}\n'

    blocks = {}
    debug_info = ''
elif FINGERPRINT == '6350d344abdf16d90688a946985d3905de6152350e1174207c108cb5b6257232':  # page_templates/cv.html.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'cv.html.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_lang = resolve('lang')
        l_0_theme = resolve('theme')
        l_0_version = resolve('version')
        l_0_description = resolve('description')
        l_0_name = resolve('name')
        l_0_date_iso = resolve('date_iso')
        l_0_title = resolve('title')
        l_0_given = resolve('given')
        l_0_family = resolve('family')
        l_0_person = resolve('person')
        l_0_fonts = resolve('fonts')
        l_0_korean = resolve('korean')
        l_0_photo = resolve('photo')
        l_0_grouped = resolve('grouped')
        l_0_accent = resolve('accent')
        l_0_accent_text = resolve('accent_text')
        l_0_cjk = resolve('cjk')
        l_0_look = resolve('look')
        l_0_theme_css = resolve('theme_css')
        l_0_labelled = resolve('labelled')
        l_0_nav = resolve('nav')
        l_0_dates_left = resolve('dates_left')
        l_0_position = resolve('position')
        l_0_address = resolve('address')
        l_0_contacts = resolve('contacts')
        l_0_contact_words = resolve('contact_words')
        l_0_summary = resolve('summary')
        l_0_pdf = resolve('pdf')
        l_0_updated = resolve('updated')
        l_0_sections = resolve('sections')
        l_0_footer = resolve('footer')
        try:
            t_1 = environment.filters['replace']
        except KeyError:
            @internalcode
            def t_1(*unused):
                raise TemplateRuntimeError("No filter named 'replace' found.")
        try:
            t_2 = environment.tests['defined']
        except KeyError:
            @internalcode
            def t_2(*unused):
                raise TemplateRuntimeError("No test named 'defined' found.")
        pass
        yield '<!DOCTYPE html>\n<html lang="'
        yield escape((undefined(name='lang') if l_0_lang is missing else l_0_lang))
        yield '" data-theme="'
        yield escape((undefined(name='theme') if l_0_theme is missing else l_0_theme))
        yield '">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="generator" content="cvgen '
        yield escape((undefined(name='version') if l_0_version is missing else l_0_version))
        yield '">\n<meta name="description" content="'
        yield escape((undefined(name='description') if l_0_description is missing else l_0_description))
        yield '">\n<meta name="author" content="'
        yield escape((undefined(name='name') if l_0_name is missing else l_0_name))
        yield '">\n<meta name="date" content="'
        yield escape((undefined(name='date_iso') if l_0_date_iso is missing else l_0_date_iso))
        yield '">\n<meta property="og:type" content="profile">\n<meta property="og:title" content="'
        yield escape((undefined(name='title') if l_0_title is missing else l_0_title))
        yield '">\n<meta property="og:description" content="'
        yield escape((undefined(name='description') if l_0_description is missing else l_0_description))
        yield '">\n<meta property="og:locale" content="'
        yield escape(t_1(context.eval_ctx, (undefined(name='lang') if l_0_lang is missing else l_0_lang), '-', '_'))
        yield '">\n<meta property="profile:first_name" content="'
        yield escape((undefined(name='given') if l_0_given is missing else l_0_given))
        yield '">\n<meta property="profile:last_name" content="'
        yield escape((undefined(name='family') if l_0_family is missing else l_0_family))
        yield '">\n<title>'
        yield escape((undefined(name='title') if l_0_title is missing else l_0_title))
        yield '</title>\n<script type="application/ld+json">\n'
        yield escape((undefined(name='person') if l_0_person is missing else l_0_person))
        yield '\n</script>\n<style>\n'
        yield escape((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts))
        yield '\n'
        template = environment.get_template('web.css', 'cv.html.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
        if (undefined(name='korean') if l_0_korean is missing else l_0_korean):
            pass
            template = environment.get_template('korean.css', 'cv.html.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        if (undefined(name='photo') if l_0_photo is missing else l_0_photo):
            pass
            yield "/* the profile's photo, embedded as data: beside the header, at the side the\n   PDF has it (the theme's look.photo; here only when shown: a page without\n   one is as it was) */\n.head .photo { float: "
            yield escape(environment.getattr((undefined(name='photo') if l_0_photo is missing else l_0_photo), 'side'))
            yield '; width: 6.5rem; height: auto;\n               margin: '
            if (environment.getattr((undefined(name='photo') if l_0_photo is missing else l_0_photo), 'side') == 'left'):
                pass
                yield '0 1.25rem 0.5rem 0'
            else:
                pass
                yield '0 0 0.5rem 1.25rem'
            yield ';\n               border-radius: 3px; }\n.head::after { content: ""; display: block; clear: both; }\n'
        if (undefined(name='grouped') if l_0_grouped is missing else l_0_grouped):
            pass
            yield '/* another position at the employer above: its role and dates, close below it */\n.entry.next-role { margin-top: -0.6rem; }\n'
        yield ':root { --accent: '
        yield escape((undefined(name='accent') if l_0_accent is missing else l_0_accent))
        yield '; --accent-text: '
        yield escape((undefined(name='accent_text') if l_0_accent_text is missing else l_0_accent_text))
        yield '; --cjk: '
        yield escape((undefined(name='cjk') if l_0_cjk is missing else l_0_cjk))
        yield ';\n        '
        yield escape((undefined(name='look') if l_0_look is missing else l_0_look))
        yield ' }\n'
        yield escape((undefined(name='theme_css') if l_0_theme_css is missing else l_0_theme_css))
        yield '\n'
        if (undefined(name='labelled') if l_0_labelled is missing else l_0_labelled):
            pass
            template = environment.get_template('numbers.css', 'cv.html.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        yield '</style>\n</head>\n<body>\n'
        if (undefined(name='nav') if l_0_nav is missing else l_0_nav):
            pass
            yield '<nav class="site-nav" aria-label="'
            yield escape(environment.getattr((undefined(name='nav') if l_0_nav is missing else l_0_nav), 'label'))
            yield '">\n'
            for l_1_link in environment.getattr((undefined(name='nav') if l_0_nav is missing else l_0_nav), 'links'):
                _loop_vars = {}
                pass
                yield '<a href="'
                yield escape(environment.getattr(l_1_link, 'href'))
                yield '">'
                yield escape(environment.getattr(l_1_link, 'text'))
                yield '</a>'
            l_1_link = missing
            yield '</nav>\n'
        yield '<div class="cv'
        if (undefined(name='dates_left') if l_0_dates_left is missing else l_0_dates_left):
            pass
            yield ' dates-left'
        yield '">\n<header class="head">\n'
        if (undefined(name='photo') if l_0_photo is missing else l_0_photo):
            pass
            yield '<img class="photo" src="'
            yield escape(environment.getattr((undefined(name='photo') if l_0_photo is missing else l_0_photo), 'src'))
            yield '" alt="'
            yield escape(environment.getattr((undefined(name='photo') if l_0_photo is missing else l_0_photo), 'alt'))
            yield '" width="'
            yield escape(environment.getattr((undefined(name='photo') if l_0_photo is missing else l_0_photo), 'width'))
            yield '" height="'
            yield escape(environment.getattr((undefined(name='photo') if l_0_photo is missing else l_0_photo), 'height'))
            yield '">\n'
        yield '<h1><span class="given">'
        yield escape((undefined(name='given') if l_0_given is missing else l_0_given))
        yield '</span> <span class="family">'
        yield escape((undefined(name='family') if l_0_family is missing else l_0_family))
        yield '</span></h1>\n'
        if (undefined(name='position') if l_0_position is missing else l_0_position):
            pass
            yield '<p class="position">'
            yield escape((undefined(name='position') if l_0_position is missing else l_0_position))
            yield '</p>'
        if (undefined(name='address') if l_0_address is missing else l_0_address):
            pass
            yield '<p class="address">'
            yield escape((undefined(name='address') if l_0_address is missing else l_0_address))
            yield '</p>'
        if (undefined(name='contacts') if l_0_contacts is missing else l_0_contacts):
            pass
            yield '<ul class="contacts'
            if (undefined(name='contact_words') if l_0_contact_words is missing else l_0_contact_words):
                pass
                yield ' words'
            yield '">\n'
            for l_1_c in (undefined(name='contacts') if l_0_contacts is missing else l_0_contacts):
                _loop_vars = {}
                pass
                yield '<li class="contact-'
                yield escape(environment.getattr(l_1_c, 'field'))
                yield '">'
                if ((not (undefined(name='contact_words') if l_0_contact_words is missing else l_0_contact_words)) and environment.getattr(l_1_c, 'icon')):
                    pass
                    yield '<span class="icon '
                    yield escape(environment.getattr(l_1_c, 'font'))
                    yield '" aria-hidden="true">'
                    yield escape(environment.getattr(l_1_c, 'icon'))
                    yield '</span>'
                elif environment.getattr(l_1_c, 'word'):
                    pass
                    yield '<span class="word">'
                    yield escape(environment.getattr(l_1_c, 'word'))
                    yield escape(environment.getattr(l_1_c, 'word_mark'))
                    yield '</span>'
                    yield escape(environment.getattr(l_1_c, 'word_space'))
                if environment.getattr(l_1_c, 'href'):
                    pass
                    yield '<a href="'
                    yield escape(environment.getattr(l_1_c, 'href'))
                    yield '" aria-label="'
                    yield escape(environment.getattr(l_1_c, 'label'))
                    yield ': '
                    yield escape(environment.getattr(l_1_c, 'text'))
                    yield '">'
                    yield escape(environment.getattr(l_1_c, 'text'))
                    yield '</a>'
                else:
                    pass
                    yield escape(environment.getattr(l_1_c, 'text'))
                yield '</li>\n'
            l_1_c = missing
            yield '</ul>\n'
        if (undefined(name='summary') if l_0_summary is missing else l_0_summary):
            pass
            yield '<p class="address summary-line">'
            yield escape((undefined(name='summary') if l_0_summary is missing else l_0_summary))
            yield '</p>'
        if (undefined(name='pdf') if l_0_pdf is missing else l_0_pdf):
            pass
            yield '<p class="version"><a class="pdf" href="'
            yield escape(environment.getattr((undefined(name='pdf') if l_0_pdf is missing else l_0_pdf), 'href'))
            yield '" download>'
            yield escape(environment.getattr((undefined(name='pdf') if l_0_pdf is missing else l_0_pdf), 'text'))
            yield '</a> <time datetime="'
            yield escape((undefined(name='date_iso') if l_0_date_iso is missing else l_0_date_iso))
            yield '">'
            yield escape((undefined(name='updated') if l_0_updated is missing else l_0_updated))
            yield '</time></p>\n'
        else:
            pass
            yield '<p class="version"><time datetime="'
            yield escape((undefined(name='date_iso') if l_0_date_iso is missing else l_0_date_iso))
            yield '">'
            yield escape((undefined(name='updated') if l_0_updated is missing else l_0_updated))
            yield '</time></p>'
        yield '</header>\n<main>\n'
        l_1_loop = missing
        for l_1_s, l_1_loop in LoopContext((undefined(name='sections') if l_0_sections is missing else l_0_sections), undefined):
            _loop_vars = {}
            pass
            yield '<section class="section kind-'
            yield escape(environment.getattr(l_1_s, 'kind'))
            yield '" id="'
            yield escape(environment.getattr(l_1_s, 'id'))
            yield '" aria-labelledby="'
            yield escape(environment.getattr(l_1_s, 'id'))
            yield '-title">\n<h2 id="'
            yield escape(environment.getattr(l_1_s, 'id'))
            yield '-title"><span><span class="accent">'
            yield escape(environment.getitem(environment.getattr(l_1_s, 'title'), 0))
            yield '</span>'
            yield escape(environment.getitem(environment.getattr(l_1_s, 'title'), 1))
            yield '</span></h2>\n<div class="body">\n'
            if environment.getattr(l_1_s, 'summary'):
                pass
                yield '<p class="paragraph summary"><em>'
                yield escape(environment.getattr(l_1_s, 'summary'))
                yield '</em></p>\n'
            if (environment.getattr(l_1_s, 'kind') == 'paragraph'):
                pass
                yield '<p class="paragraph">'
                yield escape(environment.getattr(l_1_s, 'text'))
                yield '</p>\n'
            elif (environment.getattr(l_1_s, 'kind') == 'list'):
                pass
                yield '<ul class="items">\n'
                for l_2_item in environment.getattr(l_1_s, 'texts'):
                    _loop_vars = {}
                    pass
                    yield '<li>'
                    yield escape(l_2_item)
                    yield '</li>\n'
                l_2_item = missing
                yield '</ul>\n'
            elif (((environment.getattr(l_1_s, 'kind') == 'entries') and environment.getattr(l_1_s, 'references')) and environment.getattr(l_1_s, 'counted')):
                pass
                yield '<ol class="references">\n'
                for l_2_e in environment.getattr(l_1_s, 'entries'):
                    _loop_vars = {}
                    pass
                    yield '<li class="reference">'
                    yield escape(environment.getattr(l_2_e, 'reference'))
                    for l_3_extra in environment.getattr(l_2_e, 'lines')[1:]:
                        _loop_vars = {}
                        pass
                        yield ' <span class="extras">'
                        yield escape(l_3_extra)
                        yield '</span>'
                    l_3_extra = missing
                    if environment.getattr(l_2_e, 'abstract'):
                        pass
                        yield '<p class="abstract">'
                        yield escape(environment.getattr(l_2_e, 'abstract'))
                        yield '</p>'
                    yield '</li>\n'
                l_2_e = missing
                yield '</ol>\n'
            elif ((environment.getattr(l_1_s, 'kind') == 'entries') and environment.getattr(l_1_s, 'references')):
                pass
                l_2_loop = missing
                for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_s, 'entries'), undefined):
                    _loop_vars = {}
                    pass
                    if (environment.getattr(l_2_loop, 'first') or (environment.getattr(l_2_e, 'subsection') != environment.getattr(environment.getattr(l_2_loop, 'previtem'), 'subsection'))):
                        pass
                        if (not environment.getattr(l_2_loop, 'first')):
                            pass
                            yield '</ol>\n'
                        if environment.getattr(l_2_e, 'subsection'):
                            pass
                            yield '<h3 class="group">'
                            yield escape(environment.getattr(l_2_e, 'subsection'))
                            yield '</h3>\n'
                        yield '<ol class="references labelled">\n'
                    yield '<li class="reference">'
                    if environment.getattr(l_2_e, 'label'):
                        pass
                        yield '<span class="number">['
                        yield escape(environment.getattr(l_2_e, 'label'))
                        yield ']</span> '
                    yield escape(environment.getattr(l_2_e, 'reference'))
                    for l_3_extra in environment.getattr(l_2_e, 'lines')[1:]:
                        _loop_vars = {}
                        pass
                        yield ' <span class="extras">'
                        yield escape(l_3_extra)
                        yield '</span>'
                    l_3_extra = missing
                    if environment.getattr(l_2_e, 'abstract'):
                        pass
                        yield '<p class="abstract">'
                        yield escape(environment.getattr(l_2_e, 'abstract'))
                        yield '</p>'
                    yield '</li>\n'
                    if environment.getattr(l_2_loop, 'last'):
                        pass
                        yield '</ol>\n'
                l_2_loop = l_2_e = missing
            elif (environment.getattr(l_1_s, 'kind') == 'entries'):
                pass
                l_2_loop = missing
                for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_s, 'entries'), undefined):
                    _loop_vars = {}
                    pass
                    if ((environment.getattr(l_1_s, 'papers') and environment.getattr(l_2_e, 'subsection')) and (environment.getattr(l_2_loop, 'first') or (environment.getattr(l_2_e, 'subsection') != environment.getattr(environment.getattr(l_2_loop, 'previtem'), 'subsection')))):
                        pass
                        yield '<h3 class="group">'
                        yield escape(environment.getattr(l_2_e, 'subsection'))
                        yield '</h3>\n'
                    if (t_2(environment.getattr(l_2_e, 'group')) and environment.getattr(l_2_e, 'group')):
                        pass
                        yield '<h3 class="group">'
                        yield escape(environment.getattr(l_2_e, 'group'))
                        yield '</h3>\n'
                    yield '<article class="entry'
                    if environment.getattr(l_1_s, 'papers'):
                        pass
                        yield ' paper'
                    if (t_2(environment.getattr(l_2_e, 'continues')) and environment.getattr(l_2_e, 'continues')):
                        pass
                        yield ' next-role'
                    yield '">\n<div class="entry-head">\n'
                    if (not (t_2(environment.getattr(l_2_e, 'continues')) and environment.getattr(l_2_e, 'continues'))):
                        pass
                        yield '<h3 class="title">'
                        if (environment.getattr(l_1_s, 'numbered') and environment.getattr(l_2_e, 'label')):
                            pass
                            yield '<span class="number">['
                            yield escape(environment.getattr(l_2_e, 'label'))
                            yield ']</span> '
                        yield escape(environment.getattr(l_2_e, 'title'))
                        yield '</h3>\n'
                        if environment.getattr(l_2_e, 'place'):
                            pass
                            yield '<span class="place">'
                            yield escape(environment.getattr(l_2_e, 'place'))
                            yield '</span>'
                    if environment.getattr(l_2_e, 'role'):
                        pass
                        yield '<p class="role">'
                        yield escape(environment.getattr(l_2_e, 'role'))
                        yield '</p>'
                    if environment.getattr(l_2_e, 'dates'):
                        pass
                        yield '<span class="dates">'
                        yield escape(environment.getattr(l_2_e, 'dates'))
                        yield '</span>'
                    yield '</div>\n'
                    if (environment.getattr(l_2_e, 'lines') or environment.getattr(l_2_e, 'bullets')):
                        pass
                        yield '<ul class="bullets">\n'
                        for l_3_line in environment.getattr(l_2_e, 'lines'):
                            _loop_vars = {}
                            pass
                            yield '<li class="line">'
                            yield escape(l_3_line)
                            yield '</li>\n'
                        l_3_line = missing
                        def loop(reciter, loop_render_func, depth=0):
                            t_3 = []
                            l_3_loop = missing
                            for l_3_b, l_3_loop in LoopContext(reciter, undefined, loop_render_func, depth):
                                _loop_vars = {}
                                pass
                                t_3.extend((
                                    '<li>',
                                    escape(environment.getattr(l_3_b, 'text')),
                                ))
                                if environment.getattr(l_3_b, 'children'):
                                    pass
                                    t_3.extend((
                                        '<ul>\n',
                                        escape(environment.call(context, l_3_loop, environment.getattr(l_3_b, 'children'), _loop_vars=_loop_vars)),
                                        '</ul>\n',
                                    ))
                                t_3.append(
                                    '</li>\n',
                                )
                            return Markup(concat(t_3))
                        yield loop(environment.getattr(l_2_e, 'bullets'), loop)
                        yield '</ul>\n'
                    if environment.getattr(l_2_e, 'abstract'):
                        pass
                        yield '<p class="abstract">'
                        yield escape(environment.getattr(l_2_e, 'abstract'))
                        yield '</p>'
                    yield '</article>\n'
                l_2_loop = l_2_e = missing
            elif (environment.getattr(l_1_s, 'kind') == 'honors'):
                pass
                for l_2_g in environment.getattr(l_1_s, 'groups'):
                    _loop_vars = {}
                    pass
                    if environment.getattr(l_2_g, 'name'):
                        pass
                        yield '<h3 class="group">'
                        yield escape(environment.getattr(l_2_g, 'name'))
                        yield '</h3>'
                    yield '<ul class="rows honors">\n'
                    for l_3_r in environment.getattr(l_2_g, 'rows'):
                        _loop_vars = {}
                        pass
                        yield '<li><span class="year">'
                        yield escape(environment.getattr(l_3_r, 'year'))
                        yield '</span> <span class="what"><strong>'
                        yield escape(environment.getattr(l_3_r, 'title'))
                        yield '</strong>'
                        if environment.getattr(l_3_r, 'issuer'):
                            pass
                            yield escape(environment.getattr(l_3_r, 'join'))
                            yield escape(environment.getattr(l_3_r, 'issuer'))
                        yield '</span>'
                        if environment.getattr(l_3_r, 'place'):
                            pass
                            yield ' <span class="where">'
                            yield escape(environment.getattr(l_3_r, 'place'))
                            yield '</span>'
                        yield '</li>\n'
                    l_3_r = missing
                    yield '</ul>\n'
                l_2_g = missing
            elif (environment.getattr(l_1_s, 'kind') == 'skills'):
                pass
                yield '<dl class="rows skills">\n'
                for l_2_r in environment.getattr(l_1_s, 'rows'):
                    _loop_vars = {}
                    pass
                    yield '<div><dt>'
                    yield escape(environment.getattr(l_2_r, 'category'))
                    yield '</dt><dd>'
                    yield escape(environment.getattr(l_2_r, 'joined'))
                    yield '</dd></div>\n'
                l_2_r = missing
                yield '</dl>\n'
            yield '</div>\n</section>\n'
        l_1_loop = l_1_s = missing
        yield '</main>\n<footer class="foot"><span>'
        yield escape((undefined(name='footer') if l_0_footer is missing else l_0_footer))
        yield '</span>'
        if (undefined(name='pdf') if l_0_pdf is missing else l_0_pdf):
            pass
            yield ' <a href="'
            yield escape(environment.getattr((undefined(name='pdf') if l_0_pdf is missing else l_0_pdf), 'href'))
            yield '">'
            yield escape(environment.getattr((undefined(name='pdf') if l_0_pdf is missing else l_0_pdf), 'text'))
            yield '</a>'
        yield '</footer>\n</div>\n</body>\n</html>\n'

    blocks = {}
    debug_info = '6=1595&10=1599&11=1601&12=1603&13=1605&15=1607&16=1609&17=1611&18=1613&19=1615&20=1617&22=1619&25=1621&26=1623&27=1629&28=1637&32=1640&33=1642&37=1649&41=1653&42=1659&43=1661&44=1663&48=1672&49=1675&50=1677&53=1688&55=1692&56=1704&57=1708&58=1713&59=1718&60=1721&61=1725&62=1729&63=1745&67=1762&68=1767&69=1781&72=1787&73=1791&74=1797&76=1803&78=1808&79=1811&80=1813&82=1816&85=1824&88=1827&89=1831&90=1839&93=1847&95=1850&96=1853&97=1855&99=1858&103=1865&104=1878&105=1884&108=1888&109=1891&110=1894&111=1897&113=1899&115=1905&117=1912&118=1922&119=1927&120=1932&122=1938&124=1941&126=1948&128=1962&126=1969&133=1971&136=1978&137=1980&138=1983&140=1989&141=1993&145=2011&147=2014&148=2018&156=2027'
elif FINGERPRINT == '48a1ba1e5c8ce7884e6bf2389cadb2b0a80e5984118ca2a6902af87ea3525b4d':  # page_templates/korean.css
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'korean.css'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        pass
        yield "/* Korean, in a page in Korean only (every other page stays as it was): a line\n   breaks at the spaces between words, never between two syllables of one, and\n   no gap is added beside Latin letters or digits (2024년, OSDI에서: Korean\n   writes the spaces it wants, KLREQ), as the PDF sets it\n   (latex_templates/cjk.tex.j2, cv.typ.j2); no oblique faked (the publication\n   page's venues are italic; web.css says so for the CV page); a section title\n   wholly in the accent, as Chinese and Japanese ones (title_accent: 0) */\n:lang(ko) { word-break: keep-all; text-autospace: no-autospace; font-synthesis-style: none; }\n:lang(ko) .section > h2 { color: var(--accent-text); }\n"

    blocks = {}
    debug_info = ''
elif FINGERPRINT == '591e78e4cf466a83bc05bcbecc5be09d332c61ab3d379fb2c7ca8d7f9223ee28':  # page_templates/numbers.css
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'numbers.css'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        pass
        yield '/* papers with their own numbers (style: numbering): [J1], counting down */\n.references.labelled { list-style: none; padding-left: 3.4rem; }\n.references.labelled li { display: block; }\n.references.labelled li::marker { content: none; }\n.references.labelled .number { display: inline-block; width: 3.1rem; margin-left: -3.4rem;\n  margin-right: 0.3rem; text-align: right; color: var(--dark); }\n.entry-head .title .number { font-weight: normal; color: var(--muted); }\n'

    blocks = {}
    debug_info = ''
elif FINGERPRINT == '4e5071e127d06b2c7ea3fb5258e9827f0bfa5a0b6c64e07bbe5c65350ee7984b':  # page_templates/web.css
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'web.css'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_builtin_themes = resolve('builtin_themes')
        pass
        yield '/* The web CV\'s look (cv.html.j2): Awesome-CV\'s layout on a screen. The page sets\n   --accent (the style\'s accent_color), --accent-text (the same, darkened where\n   text needs contrast), --cjk (the installed fonts for Chinese, Japanese and\n   Korean, by the locale), the @font-face rules of its embedded fonts\n   (cvgen/render/html/webfonts.py) and its theme\'s look: the fonts, weights,\n   colours and alignment its theme.yaml declares for the PDF and the page alike\n   (--name-*, --header-*, --heading-*, --rule, --place-*, --honor-weight:\n   cvgen/render/html/look.py). A theme\'s own web.css holds only its layout. */\n:root {\n  --text: #2b2b2b; --dark: #1a1a1a; --muted: #555555; --faint: #6b6b6b; --line: #d9d9d9;\n  --paper: #ffffff; --tint: #f5f5f5;\n  --body: "cvgen-body", "Source Sans Pro", "Source Sans 3", -apple-system, "Segoe UI",\n          Roboto, "Helvetica Neue", Arial, var(--cjk), sans-serif;\n  --head: "cvgen-head", Roboto, "Helvetica Neue", Arial, var(--cjk), sans-serif;\n}\n* { box-sizing: border-box; }\nhtml { -webkit-text-size-adjust: 100%; }\nbody { margin: 0; background: var(--paper); color: var(--text);\n       font: 16px/1.5 var(--body); overflow-wrap: break-word; }\n/* Chinese, Japanese and Korean have no italics: an italic run (a place, a date)\n   keeps their characters upright, as the PDF does, rather than slanting them */\n:lang(zh), :lang(ja), :lang(ko) { font-synthesis-style: none; }\na { color: inherit; text-decoration-color: var(--line); text-underline-offset: 0.15em; }\na:hover, a:focus-visible { color: var(--accent); text-decoration-color: var(--accent); }\n.cv { max-width: 54rem; margin: 0 auto; padding: 3rem 2.5rem 2.5rem; }\n.site-nav { max-width: 54rem; margin: 0 auto; padding: 1rem 2.5rem 0; display: flex;\n            flex-wrap: wrap; gap: 0.3rem 1.2rem; font-size: 0.9rem; }\n.site-nav a { color: var(--muted); }\n\n/* the header: the name centred, in the theme\'s font, weights and colours */\n.head { text-align: var(--header-align); }\n.head h1 { margin: 0; font: var(--name-given-weight) 2.75rem/1.15 var(--head);\n           color: var(--name-given-color); font-variant-caps: var(--name-caps);\n           letter-spacing: 0.01em; }\n.head h1 .family { font-weight: 700; color: var(--dark); }\n.position { margin: 0.5rem 0 0; font: 0.95rem var(--body); color: var(--accent-text);\n            font-variant: small-caps; letter-spacing: 0.06em; }\n.address { margin: 0.35rem 0 0; font-size: 0.88rem; font-style: italic; color: var(--faint); }\n.contacts { list-style: none; margin: 0.6rem 0 0; padding: 0; display: flex; flex-wrap: wrap;\n            justify-content: var(--header-justify); gap: 0.25rem 1.1rem; font-size: 0.88rem; color: var(--muted); }\n.contacts li { max-width: 100%; overflow-wrap: anywhere; }\n.contacts a { text-decoration: none; }\n/* a theme whose contacts are words: "Homepage: ... ◇ Email: ...", as its PDF */\n.contacts.words { column-gap: 0; }\n.contacts.words li + li::before { content: "\\25C7"; margin: 0 0.6em; color: var(--dark); }\n.icon { display: inline-block; margin-right: 0.35em; font-style: normal; color: var(--muted); }\n.icon.solid { font-family: "cvgen-solid"; font-weight: 900; }\n.icon.brands { font-family: "cvgen-brands"; font-weight: 400; }\n.version { margin: 0.8rem 0 0; font-size: 0.8rem; color: var(--faint); }\n.version .pdf { display: inline-block; margin-right: 0.6rem; padding: 0.05rem 0.6rem;\n                border: 1px solid var(--accent); border-radius: 0.25rem; color: var(--accent-text);\n                font-weight: 600; text-decoration: none; letter-spacing: 0.03em; }\n.version .pdf:hover { background: var(--accent); color: #fff; }\n\n/* sections: the title (its first letters in their own colour), a rule after it;\n   bold in the body font, as every theme\'s class sets it */\n.section { margin-top: 1.9rem; }\n.section > h2 { display: flex; align-items: center; gap: 0.6rem; margin: 0 0 0.7rem;\n                font: 700 1.45rem/1.2 var(--body); color: var(--heading-color);\n                text-align: var(--heading-align); font-variant-caps: var(--heading-caps); }\n.section > h2::after { content: ""; flex: 1; height: 1px; background: var(--rule); }\n.section > h2 .accent { color: var(--heading-first); }\n:lang(zh) .section > h2, :lang(ja) .section > h2 { color: var(--accent-text); }\n/* Chinese, Japanese and Korean: the CJK fonts have no italic, and a slanted\n   中国北京 or 至今 is a browser\'s fake, so no oblique is synthesized (the Latin\n   text around keeps its true italic); between CJK and Latin letters or digits\n   the browser\'s own gap (text-autospace, where supported), as the PDF\'s\n   quarter em (latex_templates/cjk.tex.j2), with no character added to the text */\n:lang(zh), :lang(ja), :lang(ko) { font-synthesis-style: none; text-autospace: normal; }\n/* digits beside CJK text are part of its run: upright, as in the PDF\n   (cvgen/tex/fonts.py: cjk_digits; cvgen/render/html/escape.py: html_text) */\n.cjk-digits { font-style: normal; }\n.paragraph { margin: 0; color: var(--muted); }\n.items { margin: 0; padding-left: 1.2rem; color: var(--muted); }\n\n/* an entry: title and place, then role and dates, then its lines and bullets */\n.entry { margin: 0 0 0.95rem; break-inside: avoid; }\n.entry-head { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 1rem;\n              align-items: baseline; }\n.entry-head > * { min-width: 0; overflow-wrap: anywhere; }  /* a long word breaks, not the page */\n.entry .title { margin: 0; font: 700 1.02rem/1.35 var(--body); color: var(--dark); }\n.entry .place { text-align: right; font-style: var(--place-style); color: var(--place-color);\n                font-size: 0.92rem; }\n.entry .role { margin: 0; grid-column: 1; font-size: 0.88rem; color: var(--muted);\n               font-variant: small-caps; letter-spacing: 0.04em; }\n.entry .dates { grid-column: 2; text-align: right; font-size: 0.85rem; font-style: italic;\n                color: var(--faint); white-space: nowrap; }\n.bullets { margin: 0.3rem 0 0; padding-left: 1.15rem; font-size: 0.93rem; color: var(--muted); }\n.bullets ul { padding-left: 1.1rem; }\n.bullets li { margin: 0.12rem 0; }\n.paper .title a { text-decoration-color: var(--line); }\n.paper .bullets { list-style: none; padding-left: 0; }\n.paper .bullets strong { color: var(--dark); }\n.references { margin: 0; padding-left: 2.2rem; font-size: 0.93rem; color: var(--muted); }\n.references li { margin: 0 0 0.55rem; padding-left: 0.3rem; break-inside: avoid; }\n.references li::marker { content: "[" counter(list-item) "]"; color: var(--dark); }\n.references strong { color: var(--dark); }\n.references .extras { color: var(--faint); }\n.abstract { margin: 0.35rem 0 0; padding: 0.5rem 0.8rem; background: var(--tint);\n            border-left: 3px solid var(--line); font-size: 0.88rem; color: var(--muted); }\n.dates-left .entry-head { grid-template-columns: auto minmax(0, 1fr); }\n.dates-left .entry-head .dates { grid-column: 1; grid-row: 1; text-align: left; }\n\n/* honours and skills: rows of a year (or category) and what it is */\nh3.group { margin: 0.7rem 0 0.3rem; font: 600 0.95rem var(--head); color: var(--muted); }\n.rows { margin: 0; padding: 0; list-style: none; font-size: 0.93rem; }\n.honors li { display: grid; grid-template-columns: 5.2rem minmax(0, 1fr) auto;\n             column-gap: 0.9rem; margin: 0.2rem 0; }\n.honors .year { color: var(--faint); text-align: right; }\n.honors .what { color: var(--muted); }\n.honors .what strong { color: var(--dark); font-weight: var(--honor-weight); }\n.honors .where { font-style: var(--place-style); color: var(--place-color); text-align: right; }\n.skills div { display: grid; grid-template-columns: 11rem minmax(0, 1fr); column-gap: 1rem;\n              margin: 0.2rem 0; }\n.skills dt { font-weight: 700; color: var(--dark); text-align: right; }\n.skills dd { margin: 0; color: var(--muted); }\n.foot { margin-top: 2.5rem; padding-top: 0.8rem; border-top: 1px solid var(--line);\n        display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem;\n        font-size: 0.8rem; color: var(--faint); }\n\n/* the built-in themes\' differences, as on their PDFs */\n'
        yield escape((undefined(name='builtin_themes') if l_0_builtin_themes is missing else l_0_builtin_themes))
        yield "\n/* a phone: one column, nothing wider than the screen */\n@media (max-width: 40rem) {\n  body { font-size: 15px; }\n  .cv { padding: 1.6rem 1rem 1.5rem; }\n  .site-nav { padding: 0.8rem 1rem 0; }\n  .head h1 { font-size: 2rem; }\n  .contacts.words { flex-direction: column; align-items: var(--header-justify); }\n  .contacts.words li + li::before { content: none; }\n  /* title, role, then place and dates on one line */\n  .entry-head, .dates-left .entry-head { display: flex; flex-wrap: wrap; column-gap: 0.7rem; }\n  .entry .title, .entry .role { flex-basis: 100%; }\n  .entry .role { order: 1; }\n  .entry .place { order: 2; }\n  .entry .dates, .dates-left .entry-head .dates { order: 3; text-align: left; }\n  .honors li { grid-template-columns: minmax(0, 1fr); }\n  .honors .year, .honors .where { text-align: left; }\n  .skills div { grid-template-columns: minmax(0, 1fr); }\n  .skills dt { text-align: left; }\n}\n\n/* paper: the PDF's proportions, no navigation, links as text */\n@media print {\n  @page { size: A4; margin: 1.4cm 1.5cm; }\n  body { font-size: 9.5pt; print-color-adjust: exact; -webkit-print-color-adjust: exact; }\n  .cv { max-width: none; padding: 0; }\n  .site-nav, .version .pdf, .foot a { display: none; }\n  a { text-decoration: none; }\n  .section { break-inside: auto; margin-top: 1.1rem; }\n  .section > h2 { break-after: avoid; }\n  .entry, .honors li, .skills div { break-inside: avoid; }\n}\n"

    blocks = {}
    debug_info = '123=2083'
