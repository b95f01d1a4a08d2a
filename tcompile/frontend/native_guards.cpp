// The parts of a generated guard (tcompile/frontend/guards.py) that Python makes slow,
// as three C calls. Built by tcompile/frontend/native.py; guards.py falls back to
// plain Python terms when it is not built.
//
// TensorCheck(specs)(t0, t1, ...): each ti has exactly the type, dtype, device,
//     requires_grad, sizes and strides of specs[i] (the six Python terms of a tensor, ~600
//     ns there, ~15 ns here).
// storages_apart(written, others): no two tensors of `written` share a storage, and no
//     tensor of `others` shares one with them (translate.storages_apart).
// DictVersions(objects): a snapshot of the version tags of the objects' __dict__ and of
//     the dicts it holds under `keys` (an nn.Module's _modules, _parameters, _buffers and
//     hook dicts). CPython gives every dict a new version tag at each change, so while
//     check() holds, every attribute, submodule, parameter, buffer and hook of those
//     objects is the one the snapshot saw.
#include <Python.h>

#include <torch/csrc/Device.h>
#include <torch/csrc/Dtype.h>
#include <torch/csrc/autograd/python_variable.h>

#include <unordered_set>
#include <vector>

namespace {

struct Spec {
  PyTypeObject* type;
  at::ScalarType dtype;
  c10::Device device;
  bool requires_grad;
  std::vector<int64_t> sizes;
  std::vector<int64_t> strides;
};

bool int_tuple(PyObject* obj, std::vector<int64_t>& out) {
  if (!PyTuple_Check(obj)) return false;
  Py_ssize_t n = PyTuple_GET_SIZE(obj);
  out.resize(n);
  for (Py_ssize_t i = 0; i < n; ++i) {
    out[i] = PyLong_AsLongLong(PyTuple_GET_ITEM(obj, i));
    if (out[i] == -1 && PyErr_Occurred()) return false;
  }
  return true;
}

// ---- TensorCheck --------------------------------------------------------------------------

struct TensorCheck {
  PyObject_HEAD
  vectorcallfunc vectorcall;
  std::vector<Spec>* specs;
  std::vector<PyObject*>* types;  // strong references to the expected types
};

PyObject* TensorCheck_call(PyObject* self_obj, PyObject* const* args, size_t nargsf,
                           PyObject* kwnames) {
  auto* self = reinterpret_cast<TensorCheck*>(self_obj);
  Py_ssize_t n = PyVectorcall_NARGS(nargsf);
  const auto& specs = *self->specs;
  if (kwnames != nullptr || static_cast<size_t>(n) != specs.size()) {
    PyErr_SetString(PyExc_TypeError, "TensorCheck: one positional tensor per spec");
    return nullptr;
  }
  for (Py_ssize_t i = 0; i < n; ++i) {
    const Spec& s = specs[i];
    PyObject* obj = args[i];
    if (Py_TYPE(obj) != s.type || !THPVariable_Check(obj)) Py_RETURN_FALSE;
    const at::Tensor& t = THPVariable_Unpack(obj);
    if (t.scalar_type() != s.dtype || t.device() != s.device ||
        t.requires_grad() != s.requires_grad)
      Py_RETURN_FALSE;
    if (t.is_nested() || t.is_sparse() || t.layout() != c10::kStrided) Py_RETURN_FALSE;
    auto sizes = t.sizes();
    auto strides = t.strides();
    if (sizes.size() != s.sizes.size()) Py_RETURN_FALSE;
    for (size_t d = 0; d < s.sizes.size(); ++d)
      if (sizes[d] != s.sizes[d] || strides[d] != s.strides[d]) Py_RETURN_FALSE;
  }
  Py_RETURN_TRUE;
}

PyObject* TensorCheck_new(PyTypeObject* cls, PyObject* args, PyObject* kwargs) {
  PyObject* specs_obj = nullptr;
  if (!PyArg_ParseTuple(args, "O!", &PyTuple_Type, &specs_obj)) return nullptr;
  auto specs = std::make_unique<std::vector<Spec>>();
  auto types = std::make_unique<std::vector<PyObject*>>();
  auto release = [&]() {
    for (PyObject* t : *types) Py_DECREF(t);
  };
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(specs_obj); ++i) {
    PyObject* item = PyTuple_GET_ITEM(specs_obj, i);
    PyObject *type, *dtype, *device, *rg, *sizes, *strides;
    if (!PyArg_ParseTuple(item, "O!O!O!O!OO", &PyType_Type, &type, &THPDtypeType, &dtype,
                          &THPDeviceType, &device, &PyBool_Type, &rg, &sizes, &strides)) {
      release();
      return nullptr;
    }
    Spec s{reinterpret_cast<PyTypeObject*>(type),
           reinterpret_cast<THPDtype*>(dtype)->scalar_type,
           reinterpret_cast<THPDevice*>(device)->device, rg == Py_True, {}, {}};
    if (!int_tuple(sizes, s.sizes) || !int_tuple(strides, s.strides) ||
        s.sizes.size() != s.strides.size()) {
      release();
      if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "TensorCheck: bad sizes/strides");
      return nullptr;
    }
    Py_INCREF(type);
    types->push_back(type);
    specs->push_back(std::move(s));
  }
  auto* self = reinterpret_cast<TensorCheck*>(cls->tp_alloc(cls, 0));
  if (self == nullptr) {
    release();
    return nullptr;
  }
  self->vectorcall = TensorCheck_call;
  self->specs = specs.release();
  self->types = types.release();
  return reinterpret_cast<PyObject*>(self);
}

void TensorCheck_dealloc(PyObject* self_obj) {
  auto* self = reinterpret_cast<TensorCheck*>(self_obj);
  if (self->types) {
    for (PyObject* t : *self->types) Py_DECREF(t);
    delete self->types;
  }
  delete self->specs;
  Py_TYPE(self_obj)->tp_free(self_obj);
}

PyTypeObject TensorCheckType = {PyVarObject_HEAD_INIT(nullptr, 0)};

// ---- storages_apart -----------------------------------------------------------------------

bool storage_of(PyObject* obj, const void** out) {
  if (!THPVariable_Check(obj)) return false;
  const at::Tensor& t = THPVariable_Unpack(obj);
  if (!t.has_storage()) return false;
  *out = t.storage().unsafeGetStorageImpl();
  return true;
}

PyObject* storages_apart(PyObject*, PyObject* const* args, Py_ssize_t nargs) {
  if (nargs != 2 || !PyTuple_Check(args[0]) || !PyTuple_Check(args[1])) {
    PyErr_SetString(PyExc_TypeError, "storages_apart(written: tuple, others: tuple)");
    return nullptr;
  }
  std::unordered_set<const void*> seen;
  const void* s = nullptr;
  Py_ssize_t n = PyTuple_GET_SIZE(args[0]);
  seen.reserve(2 * n);
  for (Py_ssize_t i = 0; i < n; ++i) {
    if (!storage_of(PyTuple_GET_ITEM(args[0], i), &s) || !seen.insert(s).second)
      Py_RETURN_FALSE;
  }
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(args[1]); ++i) {
    if (!storage_of(PyTuple_GET_ITEM(args[1], i), &s) || seen.count(s)) Py_RETURN_FALSE;
  }
  Py_RETURN_TRUE;
}

// ---- DictVersions -------------------------------------------------------------------------

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
inline uint64_t version_of(PyObject* dict) {
  return reinterpret_cast<PyDictObject*>(dict)->ma_version_tag;
}
#pragma GCC diagnostic pop

struct Entry {
  PyObject* object;  // strong
  PyObject* dict;    // strong: the object's __dict__ when the snapshot was taken
  uint64_t version;
  std::vector<std::pair<PyObject*, uint64_t>> members;  // strong: dicts held in __dict__
};

struct DictVersions {
  PyObject_HEAD
  std::vector<Entry>* entries;
  PyObject* keys;  // tuple of str
  bool taken;
};

void clear_entries(DictVersions* self) {
  for (Entry& e : *self->entries) {
    Py_CLEAR(e.dict);
    for (auto& m : e.members) Py_DECREF(m.first);
    e.members.clear();
  }
  self->taken = false;
}

// Never raises: a snapshot that cannot be taken (an object without a __dict__) stays
// untaken, so check() keeps answering False and the guard keeps evaluating every term.
PyObject* DictVersions_take(PyObject* self_obj, PyObject*) {
  auto* self = reinterpret_cast<DictVersions*>(self_obj);
  clear_entries(self);
  for (Entry& e : *self->entries) {
    PyObject* dict = PyObject_GenericGetDict(e.object, nullptr);
    if (dict == nullptr || !PyDict_Check(dict)) {
      Py_XDECREF(dict);
      PyErr_Clear();
      clear_entries(self);
      Py_RETURN_NONE;
    }
    e.dict = dict;
    e.version = version_of(dict);
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(self->keys); ++k) {
      PyObject* member = PyDict_GetItemWithError(dict, PyTuple_GET_ITEM(self->keys, k));
      if (member == nullptr && PyErr_Occurred()) {
        PyErr_Clear();
        clear_entries(self);
        Py_RETURN_NONE;
      }
      if (member != nullptr && PyDict_Check(member)) {
        Py_INCREF(member);
        e.members.emplace_back(member, version_of(member));
      }
    }
  }
  self->taken = true;
  Py_RETURN_NONE;
}

PyObject* DictVersions_check(PyObject* self_obj, PyObject*) {
  auto* self = reinterpret_cast<DictVersions*>(self_obj);
  if (!self->taken) Py_RETURN_FALSE;
  for (const Entry& e : *self->entries) {
    PyObject** slot = _PyObject_GetDictPtr(e.object);
    if (slot == nullptr || *slot != e.dict || version_of(e.dict) != e.version) Py_RETURN_FALSE;
    for (const auto& m : e.members)
      if (version_of(m.first) != m.second) Py_RETURN_FALSE;
  }
  Py_RETURN_TRUE;
}

PyObject* DictVersions_new(PyTypeObject* cls, PyObject* args, PyObject*) {
  PyObject *objects, *keys;
  if (!PyArg_ParseTuple(args, "O!O!", &PyTuple_Type, &objects, &PyTuple_Type, &keys))
    return nullptr;
  auto* self = reinterpret_cast<DictVersions*>(cls->tp_alloc(cls, 0));
  if (self == nullptr) return nullptr;
  self->entries = new std::vector<Entry>();
  Py_INCREF(keys);
  self->keys = keys;
  self->taken = false;
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(objects); ++i) {
    PyObject* obj = PyTuple_GET_ITEM(objects, i);
    Py_INCREF(obj);
    self->entries->push_back(Entry{obj, nullptr, 0, {}});
  }
  return reinterpret_cast<PyObject*>(self);
}

void DictVersions_dealloc(PyObject* self_obj) {
  auto* self = reinterpret_cast<DictVersions*>(self_obj);
  if (self->entries) {
    clear_entries(self);
    for (Entry& e : *self->entries) Py_DECREF(e.object);
    delete self->entries;
  }
  Py_XDECREF(self->keys);
  Py_TYPE(self_obj)->tp_free(self_obj);
}

PyMethodDef DictVersions_methods[] = {
    {"take", DictVersions_take, METH_NOARGS, "Record the dicts' versions now."},
    {"check", DictVersions_check, METH_NOARGS, "Whether no recorded dict changed since."},
    {nullptr, nullptr, 0, nullptr}};

PyTypeObject DictVersionsType = {PyVarObject_HEAD_INIT(nullptr, 0)};

PyMethodDef module_methods[] = {
    {"storages_apart", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(storages_apart)),
     METH_FASTCALL, "No storage shared among `written`, or between them and `others`."},
    {nullptr, nullptr, 0, nullptr}};

PyModuleDef module_def = {PyModuleDef_HEAD_INIT, "tcompile_native_guards", nullptr, -1,
                          module_methods};

}  // namespace

PyMODINIT_FUNC PyInit_tcompile_native_guards(void) {
  TensorCheckType.tp_name = "tcompile_native_guards.TensorCheck";
  TensorCheckType.tp_basicsize = sizeof(TensorCheck);
  TensorCheckType.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_VECTORCALL;
  TensorCheckType.tp_vectorcall_offset = offsetof(TensorCheck, vectorcall);
  TensorCheckType.tp_call = PyVectorcall_Call;
  TensorCheckType.tp_new = TensorCheck_new;
  TensorCheckType.tp_dealloc = TensorCheck_dealloc;
  TensorCheckType.tp_doc = "TensorCheck(((type, dtype, device, requires_grad, sizes, strides), ...))";
  DictVersionsType.tp_name = "tcompile_native_guards.DictVersions";
  DictVersionsType.tp_basicsize = sizeof(DictVersions);
  DictVersionsType.tp_flags = Py_TPFLAGS_DEFAULT;
  DictVersionsType.tp_new = DictVersions_new;
  DictVersionsType.tp_dealloc = DictVersions_dealloc;
  DictVersionsType.tp_methods = DictVersions_methods;
  DictVersionsType.tp_doc = "DictVersions(objects: tuple, keys: tuple[str])";
  if (PyType_Ready(&TensorCheckType) < 0 || PyType_Ready(&DictVersionsType) < 0) return nullptr;
  PyObject* m = PyModule_Create(&module_def);
  if (m == nullptr) return nullptr;
  Py_INCREF(&TensorCheckType);
  Py_INCREF(&DictVersionsType);
  if (PyModule_AddObject(m, "TensorCheck", reinterpret_cast<PyObject*>(&TensorCheckType)) < 0 ||
      PyModule_AddObject(m, "DictVersions", reinterpret_cast<PyObject*>(&DictVersionsType)) < 0)
    return nullptr;
  return m;
}
