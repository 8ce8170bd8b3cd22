// JSPatch (bang590/JSPatch, JSPatch/JPEngine.m): overrideMethod() and
// JPForwardInvocation / JPExecuteORIGForwardInvocation, for a script like
//
//   defineClass('TPJSPatchDelegate', {
//     tableView_didSelectRowAtIndexPath: function(tableView, indexPath) {
//       /* log */ self.ORIGtableView_didSelectRowAtIndexPath(tableView, indexPath)
//     }
//   })
//
// overrideMethod replaces the class's -forwardInvocation: with JPForwardInvocation
// (keeping a class-own one as ORIGforwardInvocation:), copies the current IMP to
// `ORIG<selector>`, and points the selector at the forwarding IMP. The "JS
// function" is a C function here.
#include "TPInternal.h"

typedef void (*JPFunction)(id self, NSInvocation *invocation);
static NSMutableDictionary *_JSOverideMethods;   // class name -> "_JP<sel>" -> NSValue(JPFunction)

static JPFunction getJSFunctionInObjectHierachy(id slf, NSString *selectorName) {
    Class cls = object_getClass(slf);
    JPFunction func = (JPFunction)[[[_JSOverideMethods objectForKey:NSStringFromClass(cls)] objectForKey:selectorName] pointerValue];
    while (!func) {
        cls = class_getSuperclass(cls);
        if (!cls) return NULL;
        func = (JPFunction)[[[_JSOverideMethods objectForKey:NSStringFromClass(cls)] objectForKey:selectorName] pointerValue];
    }
    return func;
}

static void JPExecuteORIGForwardInvocation(id slf, SEL selector, NSInvocation *invocation) {
    SEL origForwardSelector = NSSelectorFromString(tp_vendored(@"ORIGforwardInvocation:"));
    if ([slf respondsToSelector:origForwardSelector]) {
        ((void (*)(id, SEL, NSInvocation *))objc_msg_lookup(slf, origForwardSelector))(slf, origForwardSelector, invocation);
    } else {
        Class superCls = [[slf class] superclass];
        Method superForwardMethod = class_getInstanceMethod(superCls, @selector(forwardInvocation:));
        void (*superForwardIMP)(id, SEL, NSInvocation *) = (void (*)(id, SEL, NSInvocation *))method_getImplementation(superForwardMethod);
        superForwardIMP(slf, @selector(forwardInvocation:), invocation);
    }
}

static void JPForwardInvocation(id slf, SEL selector, NSInvocation *invocation) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    NSString *selectorName = NSStringFromSelector([invocation selector]);
    JPFunction jsFunc = getJSFunctionInObjectHierachy(slf, [@"_JP" stringByAppendingString:selectorName]);
    if (!jsFunc) JPExecuteORIGForwardInvocation(slf, selector, invocation);
    else jsFunc(slf, invocation);
    [pool drain];
}

/// The script's function: log, then self.ORIG<selector>(args) (callSelector sends
/// the ORIG selector to the instance).
static void jsDidSelect(id self, NSInvocation *invocation, NSString *line, NSString *origName) {
    tp_log_line(line);
    id view = nil, indexPath = nil;
    [invocation getArgument:&view atIndex:2];
    [invocation getArgument:&indexPath atIndex:3];
    SEL orig = NSSelectorFromString(origName);
    ((void (*)(id, SEL, id, id))objc_msg_lookup(self, orig))(self, orig, view, indexPath);
}

static void jsTableDidSelect(id self, NSInvocation *invocation) {
    jsDidSelect(self, invocation, @"jspatch.didSelect", tp_vendored(@"ORIGtableView:didSelectRowAtIndexPath:"));
}

static void jsCollectionDidSelect(id self, NSInvocation *invocation) {
    jsDidSelect(self, invocation, @"jspatch.didSelectItem", tp_vendored(@"ORIGcollectionView:didSelectItemAtIndexPath:"));
}

static void overrideMethod(Class cls, NSString *selectorName, JPFunction function) {
    SEL selector = NSSelectorFromString(selectorName);
    Method method = class_getInstanceMethod(cls, selector);
    const char *typeDescription = method_getTypeEncoding(method);
    IMP originalImp = class_respondsToSelector(cls, selector) ? class_getMethodImplementation(cls, selector) : NULL;
    IMP msgForwardIMP = tp_forward_imp(selector, typeDescription);

    if (class_getMethodImplementation(cls, @selector(forwardInvocation:)) != (IMP)JPForwardInvocation) {
        IMP originalForwardImp = tp_replace_method(cls, @selector(forwardInvocation:), (IMP)JPForwardInvocation, tp_forward_invocation_types());
        if (originalForwardImp) tp_add_method(cls, NSSelectorFromString(tp_vendored(@"ORIGforwardInvocation:")), originalForwardImp, tp_forward_invocation_types());
    }
    if (class_respondsToSelector(cls, selector)) {
        SEL originalSelector = NSSelectorFromString([tp_vendored(@"ORIG") stringByAppendingString:selectorName]);
        if (!class_respondsToSelector(cls, originalSelector)) tp_add_method(cls, originalSelector, originalImp, typeDescription);
    }
    if (!_JSOverideMethods) _JSOverideMethods = [NSMutableDictionary new];
    NSMutableDictionary *methods = [_JSOverideMethods objectForKey:NSStringFromClass(cls)];
    if (!methods) {
        methods = [NSMutableDictionary dictionary];
        [_JSOverideMethods setObject:methods forKey:NSStringFromClass(cls)];
    }
    [methods setObject:[NSValue valueWithPointer:(void *)function] forKey:[@"_JP" stringByAppendingString:selectorName]];
    // Replace the original selector last.
    tp_replace_method(cls, selector, msgForwardIMP, typeDescription);
}

void tp_jspatch_override_did_select(const char *className) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    overrideMethod(objc_lookUpClass(className), @"tableView:didSelectRowAtIndexPath:", jsTableDidSelect);
    [pool drain];
}

void tp_jspatch_override_collection_did_select(const char *className) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    overrideMethod(objc_lookUpClass(className), @"collectionView:didSelectItemAtIndexPath:", jsCollectionDidSelect);
    [pool drain];
}
