export default definePageConfig({
  navigationBarTitleText: '热门城市',
})
